import {
  createDevnetBundlerClient,
  type Devnet,
  devnetContracts,
  startDevnet,
  toViemChain,
} from '@latch/devnet'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import { createPublicClient, erc20Abi, http, keccak256, toBytes } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { deriveSmartAccount } from './smartAccount.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337], bundler: true })
}, 150_000)

afterAll(async () => {
  await devnet?.stop()
})

test('the smart account is derived from the owner address alone and is the one its first UserOperation deploys', async () => {
  const [chain] = devnet.chains
  if (!chain) throw new Error('no chain')
  const viemChain = toViemChain(chain)
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const key = privateKeyToAccount(keccak256(toBytes(`frame key ${Date.now()}`)))
  const factory = devnetContracts.simpleAccountFactory

  const before = await deriveSmartAccount({ client, owner: key.address, factory })
  expect(before.isDeployed).toBe(false)
  expect(before.address).not.toBe(key.address)
  // Deterministic: the same owner gives the same account; another owner another one.
  expect((await deriveSmartAccount({ client, owner: key.address, factory })).address).toBe(before.address)
  const other = privateKeyToAccount(keccak256(toBytes(`other ${Date.now()}`))).address
  expect((await deriveSmartAccount({ client, owner: other, factory })).address).not.toBe(before.address)

  // The key's own SimpleAccount, sending its first (sponsored) operation, is deployed at that address.
  const account = await toSimpleSmartAccount({
    client,
    owner: key,
    factoryAddress: factory,
    entryPoint: { address: entryPoint07Address, version: '0.7' },
  })
  expect(account.address).toBe(before.address)
  const bundler = createDevnetBundlerClient({ chain, client, account })
  const hash = await bundler.sendUserOperation({
    calls: [{ to: devnetContracts.usdc, abi: erc20Abi, functionName: 'approve', args: [other, 1n] }],
  })
  expect((await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50 })).success).toBe(true)

  expect(await deriveSmartAccount({ client, owner: key.address, factory })).toEqual({
    address: before.address,
    isDeployed: true,
  })
}, 60_000)
