import { type Devnet, devnetContracts, devnetPaymasterSigner, startDevnet, toViemChain } from '@latch/devnet'
import { smartAccountDeployment } from '@latch/smart-account'
import { createPublicClient, createWalletClient, erc20Abi, http, keccak256, toBytes } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { secretKeyHeader } from '../access/createProjectAccess.js'
import { rotateSecretKey } from '../projects/rotateSecretKey.js'
import { at } from '../testing/at.js'
import { createDevnetSafe } from '../testing/createDevnetSafe.js'
import { createServerBundlerClient } from '../testing/createServerBundlerClient.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { openEmbeddedSession } from '../testing/openEmbeddedSession.js'
import { type ErrorBody, requestJson } from '../testing/requestJson.js'

let devnet: Devnet
let app: TestApp
/** The development project's secret key: its own server may have any account sponsored. */
let secretKey = ''

beforeAll(async () => {
  // One bundler (31337); 31338 is served without one.
  devnet = await startDevnet({ bundler: { ports: [0] } })
  const [withBundler, without] = [at(devnet.chains, 0), at(devnet.chains, 1)]
  app = await createTestApp({
    chains: [
      {
        chainId: withBundler.chainId,
        rpcUrls: [withBundler.rpcUrl],
        smartAccounts: {
          bundlerUrl: withBundler.bundlerUrl as string,
          paymasterSignerKey: devnetPaymasterSigner.privateKey,
        },
      },
      { chainId: without.chainId, rpcUrls: [without.rpcUrl] },
    ],
  })
  secretKey = await rotateSecretKey(app.database.db, 'latch-dev')
}, 150_000)

afterAll(async () => {
  await app?.close()
  await devnet?.stop()
})

const bundlerPath = (chainId = 31337, projectId = 'latch-dev') =>
  `/v1/bundler?chainId=eip155:${chainId}&projectId=${projectId}`
const post = (body: unknown, path = bundlerPath(), headers: Record<string, string> = {}) =>
  requestJson<ErrorBody & { result?: unknown }>(app.app, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

test('capabilities name the networks with a bundler, their factory and sponsorship', async () => {
  const { status, body } = await requestJson<{ smartAccounts: unknown[] }>(
    app.app,
    '/v1/capabilities?projectId=latch-dev',
  )
  expect(status).toBe(200)
  expect(body.smartAccounts).toEqual([
    {
      caipNetworkId: 'eip155:31337',
      entryPoint: entryPoint07Address,
      factory: devnetContracts.simpleFactory.toLowerCase(),
      implementation: devnetContracts.hybridDeleGator.toLowerCase(),
      delegationManager: devnetContracts.delegationManager.toLowerCase(),
      enforcers: {
        nativeTokenTransferAmount: devnetContracts.nativeTokenTransferAmountEnforcer.toLowerCase(),
        erc20TransferAmount: devnetContracts.erc20TransferAmountEnforcer.toLowerCase(),
        timestamp: devnetContracts.timestampEnforcer.toLowerCase(),
        exactCalldata: devnetContracts.exactCalldataEnforcer.toLowerCase(),
        valueLte: devnetContracts.valueLteEnforcer.toLowerCase(),
      },
      sponsored: true,
    },
  ])
})

test('a smart account sends a sponsored UserOperation through the server, which deploys it', async () => {
  const chain = at(devnet.chains, 0)
  const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
  const { account } = await createDevnetSafe(chain)
  // The wallet's transport reaches the bundler and the paymaster only through the server's one URL; a Safe is
  // none of the project's wallets, so the project's own server asks, with its secret key.
  const transport = http(`http://server${bundlerPath()}`, {
    fetchOptions: { headers: { [secretKeyHeader]: secretKey } },
    fetchFn: async (input, init) => app.app.request(String(input), init),
  })
  const bundler = createServerBundlerClient({ account, client, transport })
  const spender = privateKeyToAccount(keccak256(toBytes('spender'))).address
  const before = await client.getBalance({ address: account.address })
  const hash = await bundler.sendUserOperation({
    calls: [{ to: devnetContracts.usdc, abi: erc20Abi, functionName: 'approve', args: [spender, 5n] }],
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
  expect(receipt.success).toBe(true)
  expect(receipt.paymaster?.toLowerCase()).toBe(devnetContracts.verifyingPaymaster.toLowerCase())
  expect(await client.getCode({ address: account.address })).not.toBe(undefined)
  expect(
    await client.readContract({
      address: devnetContracts.usdc,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account.address, spender],
    }),
  ).toBe(5n)
  // Sponsored: the account paid nothing.
  expect(await client.getBalance({ address: account.address })).toBe(before)
}, 60_000)

test('the endpoint refuses what it does not offer with 4xx { code, message }', async () => {
  const call = (method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id: 1, method, params })
  expect(await post(call('eth_sendRawTransaction', ['0x00']))).toMatchObject({
    status: 400,
    body: { code: 'METHOD_NOT_ALLOWED' },
  })
  expect(await post(call('eth_supportedEntryPoints'), bundlerPath(31338))).toMatchObject({
    status: 400,
    body: { code: 'SMART_ACCOUNTS_UNAVAILABLE' },
  })
  expect(await post(call('eth_supportedEntryPoints'), bundlerPath(1))).toMatchObject({
    status: 400,
    body: { code: 'UNSUPPORTED_CHAIN' },
  })
  expect(await post(call('eth_supportedEntryPoints'), bundlerPath(31337, 'nobody'))).toMatchObject({
    status: 403,
    body: { code: 'PROJECT_NOT_FOUND' },
  })
  expect(
    await post(call('pm_getPaymasterData', [{ sender: '0x1' }, entryPoint07Address, '0x7a69'])),
  ).toMatchObject({
    status: 400,
    body: { code: 'INVALID_BODY' },
  })
  const op = {
    sender: devnetContracts.usdc,
    nonce: '0x0',
    callData: '0x',
    callGasLimit: '0x1',
    verificationGasLimit: '0x1',
    preVerificationGas: '0x1',
    maxFeePerGas: '0x1',
    maxPriorityFeePerGas: '0x1',
  }
  // Another chain's id: a sponsorship signed for it would be replayable there.
  expect(await post(call('pm_getPaymasterData', [op, entryPoint07Address, '0x1']))).toMatchObject({
    status: 400,
    body: { code: 'INVALID_BODY' },
  })
  // The site's Origin alone is no one's sponsorship; the project's own server's is.
  expect(await post(call('pm_getPaymasterData', [op, entryPoint07Address, '0x7a69']))).toMatchObject({
    status: 401,
    body: { code: 'SPONSORSHIP_CALLER_REQUIRED' },
  })
  expect(
    await post(call('pm_getPaymasterData', [op, entryPoint07Address, '0x7a69']), bundlerPath(), {
      [secretKeyHeader]: secretKey,
    }),
  ).toMatchObject({
    status: 200,
    body: { result: { paymaster: devnetContracts.verifyingPaymaster.toLowerCase() } },
  })
  expect(await post(call('eth_supportedEntryPoints'))).toMatchObject({
    status: 200,
    body: { result: [entryPoint07Address] },
  })
})

test("a wallet's smart account, as the server derives it from the key's address, is the account its factory call deploys, and its session has it sponsored", async () => {
  const chain = at(devnet.chains, 0)
  const viemChain = toViemChain(chain)
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const key = privateKeyToAccount(generatePrivateKey())
  const { address, factory, factoryData } = smartAccountDeployment(key.address, {
    factory: devnetContracts.simpleFactory,
    implementation: devnetContracts.hybridDeleGator,
  })
  // Anyone may send the factory call; the chain puts the account where the server expects it.
  const funded = privateKeyToAccount(at(devnet.accounts, 2).privateKey)
  const wallet = createWalletClient({ account: funded, chain: viemChain, transport: http(chain.rpcUrl) })
  const hash = await wallet.sendTransaction({ to: factory, data: factoryData })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await client.getCode({ address })).not.toBe(undefined)
  expect(
    await client.readContract({
      address,
      abi: [
        {
          type: 'function',
          name: 'owner',
          inputs: [],
          outputs: [{ type: 'address' }],
          stateMutability: 'view',
        },
      ],
      functionName: 'owner',
    }),
  ).toBe(key.address)

  const token = await openEmbeddedSession(app.database.db, 'latch-dev', key.address)
  const op = {
    sender: address,
    nonce: '0x0',
    callData: '0x',
    callGasLimit: '0x1',
    verificationGasLimit: '0x1',
    preVerificationGas: '0x1',
    maxFeePerGas: '0x1',
    maxPriorityFeePerGas: '0x1',
  }
  const call = (sender: string) => ({
    jsonrpc: '2.0',
    id: 1,
    method: 'pm_getPaymasterData',
    params: [{ ...op, sender }, entryPoint07Address, '0x7a69'],
  })
  expect(await post(call(address), bundlerPath(), { Authorization: `Bearer ${token}` })).toMatchObject({
    status: 200,
    body: { result: { paymaster: devnetContracts.verifyingPaymaster.toLowerCase() } },
  })
  expect(await post(call(key.address), bundlerPath(), { Authorization: `Bearer ${token}` })).toMatchObject({
    status: 403,
    body: { code: 'SPONSORSHIP_SENDER_NOT_ALLOWED' },
  })
}, 60_000)
