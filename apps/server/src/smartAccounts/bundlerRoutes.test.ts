import { type Devnet, devnetContracts, devnetPaymasterSigner, startDevnet, toViemChain } from '@latch/devnet'
import { createPublicClient, erc20Abi, http, keccak256, toBytes } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { at } from '../testing/at.js'
import { createDevnetSafe } from '../testing/createDevnetSafe.js'
import { createServerBundlerClient } from '../testing/createServerBundlerClient.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { type ErrorBody, requestJson } from '../testing/requestJson.js'

let devnet: Devnet
let app: TestApp

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
}, 150_000)

afterAll(async () => {
  await app?.close()
  await devnet?.stop()
})

const bundlerPath = (chainId = 31337, projectId = 'latch-dev') =>
  `/v1/bundler?chainId=eip155:${chainId}&projectId=${projectId}`
const post = (body: unknown, path = bundlerPath()) =>
  requestJson<ErrorBody & { result?: unknown }>(app.app, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
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
  // The wallet's transport reaches the bundler and the paymaster only through the server's one URL.
  const transport = http(`http://server${bundlerPath()}`, {
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
  expect(await post(call('pm_getPaymasterData', [op, entryPoint07Address, '0x7a69']))).toMatchObject({
    status: 200,
    body: { result: { paymaster: devnetContracts.verifyingPaymaster.toLowerCase() } },
  })
  expect(await post(call('eth_supportedEntryPoints'))).toMatchObject({
    status: 200,
    body: { result: [entryPoint07Address] },
  })
})
