import {
  type Devnet,
  devnetAccounts,
  devnetSmartAccount,
  hybridDeleGatorAbi,
  startDevnet,
  toViemChain,
} from '@latch/devnet'
import { createPublicClient, createWalletClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { smartAccountDeployment } from './smartAccountDeployment.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
}, 150_000)

afterAll(async () => {
  await devnet?.stop()
})

test("the factory call deploys the owner's HybridDeleGator at the counterfactual address, owned by that key alone", async () => {
  const chain = devnet.chains[0]
  if (!chain) throw new Error('no chain')
  const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
  const owner = privateKeyToAccount(generatePrivateKey()).address
  const other = privateKeyToAccount(generatePrivateKey()).address
  const deployment = smartAccountDeployment(owner, devnetSmartAccount)

  // Deterministic from the owner alone: the same owner the same account, another owner another one.
  expect(smartAccountDeployment(owner, devnetSmartAccount)).toEqual(deployment)
  expect(smartAccountDeployment(other, devnetSmartAccount).address).not.toBe(deployment.address)
  expect(deployment.factory).toBe(devnetSmartAccount.factory)
  expect(await client.getCode({ address: deployment.address })).toBeUndefined()

  // Anyone may send the factory call: here a funded devnet account, not the owner.
  const sender = createWalletClient({
    account: privateKeyToAccount(devnetAccounts[7]?.privateKey ?? '0x'),
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl),
  })
  const hash = await sender.sendTransaction({ to: deployment.factory, data: deployment.factoryData })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await client.getCode({ address: deployment.address })).toMatch(/^0x[0-9a-f]+$/)
  expect(
    await client.readContract({
      address: deployment.address,
      abi: hybridDeleGatorAbi,
      functionName: 'owner',
    }),
  ).toBe(owner)
}, 60_000)
