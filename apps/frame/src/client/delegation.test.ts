import {
  createDevnetBundlerClient,
  type Devnet,
  devnetAccounts,
  devnetContracts,
  devnetSmartAccount,
  startDevnet,
  toViemChain,
} from '@latch/devnet'
import {
  disableDelegationCall,
  type PermissionLimits,
  permissionCaveats,
  redeemDelegationCall,
  type SmartAccountContracts,
  smartAccountDeployment,
} from '@latch/smart-account'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { signPermissionDelegation } from './delegation.js'
import { toFrameSmartAccount } from './smartAccount.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337], bundler: true })
}, 150_000)

afterAll(async () => {
  await devnet?.stop()
})

const contracts: SmartAccountContracts = devnetSmartAccount

async function setup() {
  const chain = devnet.chains[0]
  if (!chain) throw new Error('no chain')
  const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
  const owner = privateKeyToAccount(generatePrivateKey())
  const delegator = await toFrameSmartAccount({ client, owner, contracts })
  const session = await toFrameSmartAccount({
    client,
    owner: privateKeyToAccount(generatePrivateKey()),
    contracts,
  })
  const bundler = createDevnetBundlerClient({ chain, client, account: session })
  /** The session account's one UserOperation: deploys the delegator if needed, then redeems. */
  const redeem = async (
    delegation: Awaited<ReturnType<typeof signPermissionDelegation>>,
    calls: Parameters<typeof redeemDelegationCall>[2],
  ) => {
    const deploy = (await delegator.isDeployed())
      ? []
      : [{ to: contracts.factory, data: smartAccountDeployment(owner.address, contracts).factoryData }]
    const hash = await bundler.sendUserOperation({
      calls: [...deploy, redeemDelegationCall(contracts.delegationManager, delegation, calls)],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
    if (!receipt.success) throw new Error('reverted')
    return receipt
  }
  /** The delegator's delegation to the session account under `limits`, signed by `signer` (its owner). */
  const grant = (limits: PermissionLimits, signer = owner) =>
    signPermissionDelegation({
      owner: signer,
      delegator: delegator.address,
      delegate: session.address,
      chainId: 31337,
      contracts,
      limits,
    })
  /** 1 ETH on the delegator's (counterfactual) address. */
  const fund = () =>
    client.request({
      method: 'anvil_setBalance' as never,
      params: [delegator.address, toHex(parseEther('1'))] as never,
    })
  /** Unix seconds `seconds` from the latest block. */
  const fromNow = async (seconds: number) => Number((await client.getBlock()).timestamp) + seconds
  return { chain, client, delegator, redeem, grant, fund, fromNow }
}

test('an ETH permission is a delegation the chain enforces: within the total it runs, beyond it, with data, after expiry, or signed by another key it reverts', async () => {
  const { client, delegator, redeem, grant, fund, fromNow } = await setup()
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  await fund()
  const limits = { allowance: parseEther('0.5'), expiry: await fromNow(3600) }
  const delegation = await grant(limits)
  expect(delegation.caveats).toEqual(permissionCaveats(contracts.enforcers, limits))

  // Within: the delegator (deployed by the same operation) pays; the session account holds nothing.
  await redeem(delegation, [{ to: recipient, value: parseEther('0.2') }])
  expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.2'))
  expect(await client.getBalance({ address: delegator.address })).toBe(parseEther('0.8'))
  await redeem(delegation, [
    { to: recipient, value: parseEther('0.1') },
    { to: recipient, value: parseEther('0.1') },
  ])
  expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.4'))

  // Beyond what is left (0.1): the enforcer reverts, nothing moves.
  await expect(redeem(delegation, [{ to: recipient, value: parseEther('0.2') }])).rejects.toThrow()
  // A call with data (here an ERC-20 approve) is not a plain transfer.
  const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient, 1n] })
  await expect(redeem(delegation, [{ to: devnetContracts.usdc, data: approve }])).rejects.toThrow()
  // Signed by a key that does not own the delegator: refused.
  const forged = await grant(limits, privateKeyToAccount(generatePrivateKey()))
  await expect(redeem(forged, [{ to: recipient, value: 1n }])).rejects.toThrow()
  expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.4'))

  // Expired (its window closed a second before this block): even what is left is refused.
  const expired = await grant({ ...limits, expiry: await fromNow(-1) })
  await expect(redeem(expired, [{ to: recipient, value: 1n }])).rejects.toThrow()
  expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.4'))
}, 120_000)

test("an ERC-20 permission allows that token's transfers up to its total, and nothing else", async () => {
  const { chain, client, delegator, redeem, grant, fromNow } = await setup()
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const funder = createWalletClient({
    account: privateKeyToAccount(devnetAccounts[8]?.privateKey ?? '0x'),
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl),
  })
  const usdc = (amount: string) => parseUnits(amount, 6)
  await client.waitForTransactionReceipt({
    hash: await funder.writeContract({
      address: devnetContracts.usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [delegator.address, usdc('10')],
    }),
  })
  const delegation = await grant({
    token: devnetContracts.usdc,
    allowance: usdc('5'),
    expiry: await fromNow(3600),
  })
  const transfer = (amount: bigint) => ({
    to: devnetContracts.usdc,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
  })
  const balance = () =>
    client.readContract({
      address: devnetContracts.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })

  await redeem(delegation, [transfer(usdc('3'))])
  expect(await balance()).toBe(usdc('3'))
  await expect(redeem(delegation, [transfer(usdc('3'))])).rejects.toThrow()
  // ETH under a token's permission is refused, as is another token's transfer.
  await expect(redeem(delegation, [{ to: recipient, value: 1n }])).rejects.toThrow()
  await expect(redeem(delegation, [{ ...transfer(1n), to: devnetContracts.ltk }])).rejects.toThrow()
  await redeem(delegation, [transfer(usdc('2'))])
  expect(await balance()).toBe(usdc('5'))
}, 120_000)

test('a delegation the smart account disabled is refused from then on, though within its limits', async () => {
  const { chain, client, delegator, redeem, grant, fund, fromNow } = await setup()
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  await fund()
  const delegation = await grant({ allowance: parseEther('0.5'), expiry: await fromNow(3600) })
  await redeem(delegation, [{ to: recipient, value: 1n }])

  // The smart account's own UserOperation (its owner's key) disables it at the DelegationManager.
  const own = createDevnetBundlerClient({ chain, client, account: delegator })
  const hash = await own.sendUserOperation({ calls: [disableDelegationCall(delegation)] })
  expect((await own.waitForUserOperationReceipt({ hash, pollingInterval: 50 })).success).toBe(true)

  await expect(redeem(delegation, [{ to: recipient, value: 1n }])).rejects.toThrow()
  expect(await client.getBalance({ address: recipient })).toBe(1n)
}, 120_000)
