import { randomBytes } from 'node:crypto'
import { devnetPaymasterSigner } from '@latch/devnet'
import {
  type Delegation,
  delegationTypedData,
  type Execution,
  encodeExecuteCall,
  redeemDelegationCall,
  rootAuthority,
  smartAccountDeployment,
} from '@latch/smart-account'
import { count, eq } from 'drizzle-orm'
import { type Address, concat, type Hex, numberToHex } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { secretKeyHeader } from '../access/createProjectAccess.js'
import { devnetAddresses } from '../chains/devnetChains.js'
import { createProject } from '../projects/createProject.js'
import { setSponsorship } from '../projects/setSponsorship.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { openEmbeddedSession } from '../testing/openEmbeddedSession.js'
import { type ErrorBody, requestJson } from '../testing/requestJson.js'
import { sponsoredOperations } from './smartAccountsTables.js'

let app: TestApp
let shopKey = ''
/** Sponsorship requests each client IP may make per minute here (the broad per-IP limit stays the default). */
const perIpLimit = 40

// The paymaster route answers without reaching the chain: who may be sponsored is the server's own decision.
beforeAll(async () => {
  app = await createTestApp({
    cacheTtlMs: 0,
    trustedProxies: 1,
    rateLimits: { sponsorship: { limit: perIpLimit, windowMs: 60_000 } },
    chains: [
      {
        chainId: 31337,
        rpcUrls: ['http://127.0.0.1:9'],
        smartAccounts: {
          bundlerUrl: 'http://127.0.0.1:9',
          paymasterSignerKey: devnetPaymasterSigner.privateKey,
        },
      },
    ],
  })
  for (const id of ['shop', 'other']) {
    const { secretKey } = await createProject(app.database.db, {
      id,
      name: id,
      allowedOrigins: ['http://localhost:*'],
    })
    if (id === 'shop') shopKey = secretKey
    await setSponsorship(app.database.db, id, {})
  }
})

afterAll(async () => {
  await app?.close()
})

/** The devnet's smart-account contracts, which the server uses on 31337 by default. */
const contracts = {
  factory: devnetAddresses.simpleFactory,
  implementation: devnetAddresses.hybridDeleGator,
  delegationManager: devnetAddresses.delegationManager,
} as const

let ipSeq = 0
/** A client IP of its own for each test, so that the per-IP limit of one does not reach another. */
const newIp = () => `198.51.100.${++ipSeq}`

const openSession = (
  projectId: string,
  owner: Address | null,
  options?: Parameters<typeof openEmbeddedSession>[3],
) => openEmbeddedSession(app.database.db, projectId, owner, options)

/** A wallet: its key, its smart account, and a session of `projectId`. */
async function newWallet(projectId = 'shop') {
  const key = privateKeyToAccount(generatePrivateKey())
  const account = smartAccountDeployment(key.address, contracts)
  return {
    key,
    account: account.address,
    factoryData: account.factoryData,
    token: await openSession(projectId, key.address),
  }
}

const gwei = 1_000_000_000n
const operation = (sender: Address, callData: Hex = '0x') => ({
  sender,
  nonce: '0x0',
  callData,
  callGasLimit: `0x${(100_000).toString(16)}`,
  verificationGasLimit: `0x${(150_000).toString(16)}`,
  preVerificationGas: `0x${(50_000).toString(16)}`,
  maxFeePerGas: `0x${(2n * gwei).toString(16)}`,
  maxPriorityFeePerGas: `0x${gwei.toString(16)}`,
})

function paymasterCall(
  method: string,
  op: ReturnType<typeof operation>,
  headers: { token?: string; ip: string; secretKey?: string; projectId?: string },
) {
  return requestJson<ErrorBody & { result?: { paymasterData: string } }>(
    app.app,
    `/v1/bundler?chainId=eip155:31337&projectId=${headers.projectId ?? 'shop'}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://localhost:5173',
        'X-Forwarded-For': headers.ip,
        ...(headers.token ? { Authorization: `Bearer ${headers.token}` } : {}),
        ...(headers.secretKey ? { [secretKeyHeader]: headers.secretKey } : {}),
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [op, entryPoint07Address, '0x7a69'] }),
    },
  )
}

const signedFor = async (projectId: string) =>
  (
    await app.database.db
      .select({ signed: count() })
      .from(sponsoredOperations)
      .where(eq(sponsoredOperations.projectId, projectId))
  )[0]?.signed ?? 0

// What a permission's session account sends, encoded as the frame's accounts encode it (ERC-7579 execute of
// the HybridDeleGator, redeemDelegations of MetaMask's Delegation Framework).
type Call = Execution

/** A root delegation from `delegator` to `delegate` with an expiry caveat, signed by `signer`. */
async function signDelegation(signer: PrivateKeyAccount, delegator: Address, delegate: Address) {
  const unsigned = {
    delegate,
    delegator,
    authority: rootAuthority,
    caveats: [
      {
        enforcer: devnetAddresses.timestampEnforcer,
        terms: concat([numberToHex(0n, { size: 16 }), numberToHex(4_000_000_000n, { size: 16 })]),
        args: '0x' as Hex,
      },
    ],
    salt: 1n,
  }
  const signature = await signer.signTypedData(
    delegationTypedData(unsigned, { chainId: 31337, delegationManager: contracts.delegationManager }),
  )
  return { ...unsigned, signature }
}

/** The DelegationManager call that runs `calls` under `delegation`, one redemption per call. */
const redeem = (delegation: Delegation, calls: readonly Call[]): Call =>
  redeemDelegationCall(contracts.delegationManager, delegation, calls)

/** An account's call data for `calls`: one call, or a batch. */
const execute = (calls: readonly Call[]): Hex => encodeExecuteCall(calls)

const recipient = privateKeyToAccount(generatePrivateKey()).address
const transfer: Call = { to: recipient, value: 1_000n }

test('an allowed Origin alone sponsors nothing: random senders are refused before anything is signed', async () => {
  const before = await signedFor('shop')
  for (let i = 0; i < 15; i++) {
    const sender = privateKeyToAccount(generatePrivateKey()).address
    for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData'])
      expect(await paymasterCall(method, operation(sender), { ip: newIp() })).toMatchObject({
        status: 401,
        body: { code: 'SPONSORSHIP_CALLER_REQUIRED' },
      })
  }
  expect(await signedFor('shop')).toBe(before)
})

test("a wallet session sponsors that wallet's smart account, and no other sender", async () => {
  const ip = newIp()
  const wallet = await newWallet()
  for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData'])
    expect(await paymasterCall(method, operation(wallet.account), { token: wallet.token, ip })).toMatchObject(
      {
        status: 200,
        body: { result: { paymaster: devnetAddresses.verifyingPaymaster } },
      },
    )
  // The key itself, a stranger, another wallet's account: refused, stubs too.
  const other = await newWallet()
  for (const sender of [wallet.key.address, privateKeyToAccount(generatePrivateKey()).address, other.account])
    for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData'])
      expect(await paymasterCall(method, operation(sender), { token: wallet.token, ip })).toMatchObject({
        status: 403,
        body: {
          code: 'SPONSORSHIP_SENDER_NOT_ALLOWED',
          message: `${sender} is neither this wallet's smart account nor a session account redeeming its permissions: project shop sponsors only those`,
        },
      })
  // A session whose wallet has no key yet has no account to sponsor.
  const keyless = await openSession('shop', null)
  expect(
    await paymasterCall('pm_getPaymasterData', operation(wallet.account), { token: keyless, ip }),
  ).toMatchObject({ status: 403, body: { code: 'SPONSORSHIP_SENDER_NOT_ALLOWED' } })
  expect(
    (
      await app.database.db
        .select({ sender: sponsoredOperations.sender, account: sponsoredOperations.account })
        .from(sponsoredOperations)
        .where(eq(sponsoredOperations.account, wallet.account.toLowerCase()))
    ).length,
  ).toBe(1)
})

test('a session of another project, or an unknown, expired, signed-out or unconfirmed one, sponsors nothing', async () => {
  const ip = newIp()
  const elsewhere = await newWallet('other')
  expect(
    await paymasterCall('pm_getPaymasterData', operation(elsewhere.account), { token: elsewhere.token, ip }),
  ).toMatchObject({
    status: 403,
    body: {
      code: 'SPONSORSHIP_SESSION_PROJECT',
      message: 'This wallet session belongs to another project: project shop sponsors only its own wallets',
    },
  })
  // The same session is its own project's.
  expect(
    await paymasterCall('pm_getPaymasterData', operation(elsewhere.account), {
      token: elsewhere.token,
      ip,
      projectId: 'other',
    }),
  ).toMatchObject({ status: 200 })

  const owner = privateKeyToAccount(generatePrivateKey()).address
  const { address: account } = smartAccountDeployment(owner, contracts)
  for (const token of [
    await openSession('shop', owner, { expired: true }),
    await openSession('shop', owner, { revoked: true }),
    await openSession('shop', owner, { verified: false }),
    randomBytes(32).toString('base64url'),
    'not a token',
  ])
    expect(await paymasterCall('pm_getPaymasterStubData', operation(account), { token, ip })).toMatchObject({
      status: 401,
      body: {
        code: 'SPONSORSHIP_SESSION_INVALID',
        message:
          'The wallet session is unknown, expired or signed out: UserOperations are sponsored only for a current session',
      },
    })
})

test("a permission's session account redeeming the wallet's delegation is sponsored, and counts in the wallet's daily number", async () => {
  const ip = newIp()
  const wallet = await newWallet()
  const sessionKey = privateKeyToAccount(generatePrivateKey())
  const sessionAccount = smartAccountDeployment(sessionKey.address, contracts).address
  const delegation = await signDelegation(wallet.key, wallet.account, sessionAccount)
  const call = (callData: Hex) =>
    paymasterCall('pm_getPaymasterData', operation(sessionAccount, callData), { token: wallet.token, ip })

  // The first use deploys the delegator in the same batch; later ones redeem alone, for one call or several.
  const deploy: Call = { to: contracts.factory, data: wallet.factoryData }
  expect(await call(execute([deploy, redeem(delegation, [transfer])]))).toMatchObject({ status: 200 })
  expect(await call(execute([redeem(delegation, [transfer, transfer])]))).toMatchObject({ status: 200 })

  // Anything else the session account might call is not the permission's use.
  const refusedCalls: Hex[] = [
    // a delegation its wallet's key did not sign, to this sender
    execute([redeem(await signDelegation(sessionKey, wallet.account, sessionAccount), [transfer])]),
    // the wallet's delegation to another delegate
    execute([redeem(await signDelegation(wallet.key, wallet.account, recipient), [transfer])]),
    // another wallet's delegation, signed by its own key
    execute([redeem(await signDelegation(sessionKey, sessionAccount, sessionAccount), [transfer])]),
    // a redemption beside a plain call of its own
    execute([redeem(delegation, [transfer]), transfer]),
    // ETH sent with the redemption
    execute([{ ...redeem(delegation, [transfer]), value: 1n }]),
    // another account's deployment
    execute([
      { to: contracts.factory, data: smartAccountDeployment(recipient, contracts).factoryData },
      redeem(delegation, [transfer]),
    ]),
    // the deployment alone
    execute([deploy]),
    // no call at all
    '0x',
  ]
  for (const callData of refusedCalls)
    expect(await call(callData)).toMatchObject({
      status: 403,
      body: { code: 'SPONSORSHIP_SENDER_NOT_ALLOWED' },
    })

  // The session account's operations count for the wallet's account: new session keys add none.
  await setSponsorship(app.database.db, 'shop', { maxOperationsPerAccountPerDay: 3 })
  try {
    expect(
      await paymasterCall('pm_getPaymasterData', operation(wallet.account), { token: wallet.token, ip }),
    ).toMatchObject({ status: 200 })
    const another = privateKeyToAccount(generatePrivateKey())
    const anotherAccount = smartAccountDeployment(another.address, contracts).address
    const fresh = await signDelegation(wallet.key, wallet.account, anotherAccount)
    expect(
      await paymasterCall(
        'pm_getPaymasterData',
        operation(anotherAccount, execute([redeem(fresh, [transfer])])),
        {
          token: wallet.token,
          ip,
        },
      ),
    ).toMatchObject({ status: 429, body: { code: 'SPONSORSHIP_DAILY_LIMIT' } })
  } finally {
    await setSponsorship(app.database.db, 'shop', {})
  }
  const rows = await app.database.db
    .select({ sender: sponsoredOperations.sender, account: sponsoredOperations.account })
    .from(sponsoredOperations)
    .where(eq(sponsoredOperations.account, wallet.account.toLowerCase()))
  expect(rows.map((row) => row.sender).sort()).toEqual(
    [sessionAccount, sessionAccount, wallet.account].map((address) => address.toLowerCase()).sort(),
  )
})

test('sponsorship requests are limited per IP, apart from the broad per-IP limit; the project server is not counted', async () => {
  const ip = newIp()
  const wallet = await newWallet()
  const sender = privateKeyToAccount(generatePrivateKey()).address
  // Refused or not, every request counts: anonymous, then with the session.
  for (let i = 0; i < perIpLimit / 2; i++)
    expect((await paymasterCall('pm_getPaymasterStubData', operation(sender), { ip })).status).toBe(401)
  for (let i = 0; i < perIpLimit / 2; i++)
    expect(
      (await paymasterCall('pm_getPaymasterStubData', operation(wallet.account), { token: wallet.token, ip }))
        .status,
    ).toBe(200)
  const refused = await paymasterCall('pm_getPaymasterData', operation(wallet.account), {
    token: wallet.token,
    ip,
  })
  expect(refused).toMatchObject({
    status: 429,
    body: {
      code: 'RATE_LIMITED',
      message: expect.stringContaining(
        `at most ${perIpLimit} sponsorship requests from one address per 60 s`,
      ),
    },
  })
  // Another address goes on; so do this address's other bundler calls, and its project's own server.
  expect(
    await paymasterCall('pm_getPaymasterData', operation(wallet.account), {
      token: wallet.token,
      ip: newIp(),
    }),
  ).toMatchObject({ status: 200 })
  expect(
    await paymasterCall('pm_getPaymasterData', operation(sender), { secretKey: shopKey, ip }),
  ).toMatchObject({
    status: 200,
  })
  const bundlerCall = await requestJson<ErrorBody>(
    app.app,
    '/v1/bundler?chainId=eip155:31337&projectId=shop',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    },
  )
  // The test's bundler is nowhere: the call went past the limits to reach it.
  expect(bundlerCall).toMatchObject({ status: 503, body: { code: 'BUNDLER_UNAVAILABLE' } })
})
