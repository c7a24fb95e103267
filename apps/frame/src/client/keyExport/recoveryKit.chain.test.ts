import { type Devnet, devnetSmartAccount, startDevnet, toViemChain } from '@latch/devnet'
import { smartAccountDeployment } from '@latch/smart-account'
import { createPublicClient, createWalletClient, type Hex, http, parseEther, toHex } from 'viem'
import { entryPoint07Abi, entryPoint07Address, toPackedUserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { toFrameSmartAccount } from '../smartAccount.js'
import { recoveryKitText } from './recoveryKit.js'

// The recovery kit's instructions followed on a real chain with the exported key alone: no frame, no server, no
// bundler, no paymaster.

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
}, 150_000)

afterAll(async () => {
  await devnet?.stop()
})

test('the key alone deploys the smart account with the kit’s call and spends from it through the EntryPoint', async () => {
  const [chain] = devnet.chains
  if (!chain) throw new Error('no chain')
  const viemChain = toViemChain(chain)
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const owner = privateKeyToAccount(generatePrivateKey())
  const wallet = createWalletClient({ account: owner, chain: viemChain, transport: http(chain.rpcUrl) })
  const deployment = smartAccountDeployment(owner.address, devnetSmartAccount)
  const kit = recoveryKitText({
    evmAddress: owner.address,
    evmPrivateKey: '0x…',
    solanaAddress: '',
    solanaSecretKey: '',
    smartAccounts: [{ chainId: 31337, ...deployment, implementation: devnetSmartAccount.implementation }],
    entryPoint: entryPoint07Address,
    createdAt: new Date(),
  })
  const [, to, data] = /Deployment call: {5}to (0x[0-9a-fA-F]{40}), data (0x[0-9a-fA-F]+)/.exec(kit) ?? []
  const address = /Address: {13}(0x[0-9a-fA-F]{40})/.exec(kit)?.[1] as Hex
  expect(address).toBe(deployment.address)
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [owner.address, toHex(parseEther('1'))] as never,
  })
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(parseEther('1'))] as never,
  })

  // The deployment call, sent by the key's own account.
  const deployed = await wallet.sendTransaction({ to: to as Hex, data: data as Hex })
  expect((await client.waitForTransactionReceipt({ hash: deployed })).status).toBe('success')
  expect(await client.getCode({ address })).not.toBe(undefined)

  // execute from the owner directly is refused: the account acts only through the EntryPoint.
  const account = await toFrameSmartAccount({ client, owner, contracts: devnetSmartAccount })
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  const callData = await account.encodeCalls([{ to: receiver, value: parseEther('0.1') }])
  await expect(client.call({ account: owner.address, to: address, data: callData })).rejects.toThrow()

  // A UserOperation the key signs, handed to the EntryPoint's handleOps by the key's own account (it pays).
  const fees = await client.estimateFeesPerGas()
  const userOperation = {
    sender: address,
    nonce: await client.readContract({
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      functionName: 'getNonce',
      args: [address, 0n],
    }),
    callData,
    callGasLimit: 200_000n,
    verificationGasLimit: 300_000n,
    preVerificationGas: 60_000n,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    signature: '0x' as Hex,
  }
  const signature = await account.signUserOperation({ ...userOperation, chainId: 31337 })
  const handled = await wallet.writeContract({
    address: entryPoint07Address,
    abi: entryPoint07Abi,
    functionName: 'handleOps',
    args: [[toPackedUserOperation({ ...userOperation, signature })], owner.address],
  })
  expect((await client.waitForTransactionReceipt({ hash: handled })).status).toBe('success')
  expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.1'))
}, 60_000)
