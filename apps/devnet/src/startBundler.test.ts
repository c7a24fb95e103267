import { toSafeSmartAccount } from 'permissionless/accounts'
import {
  createPublicClient,
  erc20Abi,
  http,
  keccak256,
  type PublicClient,
  parseEther,
  parseUnits,
  toBytes,
} from 'viem'
import { createBundlerClient, entryPoint07Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { entryPointAbi } from './artifacts/abis.js'
import { devnetContracts, devnetSafe } from './contracts.js'
import { createDevnetBundlerClient } from './createDevnetBundlerClient.js'
import { type Devnet, type DevnetChain, startDevnet } from './startDevnet.js'
import { toViemChain } from './toViemChain.js'

/** A fresh Safe (undeployed, no ETH) on `chain` and a bundler client for it, sponsored by `paymaster`. */
async function freshAccount(chain: DevnetChain, label: string, forgeSponsorship = false) {
  const viemChain = toViemChain(chain)
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const owner = privateKeyToAccount(keccak256(toBytes(`${label} ${chain.chainId} ${Date.now()}`)))
  const account = await toSafeSmartAccount({
    client,
    owners: [owner],
    version: '1.4.1',
    ...devnetSafe,
    entryPoint: { address: entryPoint07Address, version: '0.7' },
  })
  const bundler = createDevnetBundlerClient({ chain, client, account, forgeSponsorship })
  return { client, account, bundler }
}

/** The VerifyingPaymaster's deposit at the EntryPoint: what pays for the operations it sponsors. */
function paymasterDeposit(client: { readContract: PublicClient['readContract'] }) {
  return client.readContract({
    address: entryPoint07Address,
    abi: entryPointAbi,
    functionName: 'balanceOf',
    args: [devnetContracts.verifyingPaymaster],
  })
}

let devnet: Devnet
let startMs = 0

beforeAll(async () => {
  const started = performance.now()
  devnet = await startDevnet({ bundler: true })
  startMs = performance.now() - started
  console.log(`startDevnet with bundlers: ${Math.round(startMs)} ms`)
}, 150_000)

afterAll(async () => {
  await devnet?.stop()
})

describe('account abstraction', () => {
  test('the EntryPoint v0.7 sits at its canonical address and the bundlers serve it', async () => {
    expect(devnetContracts.entryPoint).toBe(entryPoint07Address)
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const address of [
        devnetContracts.entryPoint,
        devnetContracts.verifyingPaymaster,
        ...Object.values(devnetSafe),
      ]) {
        expect((await client.getCode({ address }))?.length ?? 0).toBeGreaterThan(2)
      }
      expect(chain.bundlerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/rpc$/)
      const bundler = createBundlerClient({ transport: http(chain.bundlerUrl) })
      expect(await bundler.getSupportedEntryPoints()).toEqual([entryPoint07Address])
      expect(await bundler.getChainId()).toBe(chain.chainId)
    }
  })

  test('a sponsored UserOperation deploys a Safe and runs its calls on each chain', async () => {
    for (const chain of devnet.chains) {
      // A fresh owner per run and chain: the account is undeployed and holds no ETH, so only the paymaster can pay.
      const { client, account, bundler } = await freshAccount(chain, 'owner')
      expect(await client.getCode({ address: account.address })).toBeUndefined()
      expect(await client.getBalance({ address: account.address })).toBe(0n)
      const recipient = privateKeyToAccount(
        keccak256(toBytes(`recipient ${chain.chainId} ${Date.now()}`)),
      ).address
      const deposit = await paymasterDeposit(client)

      const sent = performance.now()
      // Two calls in one operation (MultiSendCallOnly): approvals of USDC and LTK for the recipient.
      const hash = await bundler.sendUserOperation({
        calls: [
          {
            to: devnetContracts.usdc,
            abi: erc20Abi,
            functionName: 'approve',
            args: [recipient, parseUnits('5', 6)],
          },
          {
            to: devnetContracts.ltk,
            abi: erc20Abi,
            functionName: 'approve',
            args: [recipient, parseUnits('7', 18)],
          },
        ],
      })
      const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
      console.log(
        `chain ${chain.chainId}: UserOperation sent to mined in ${Math.round(performance.now() - sent)} ms`,
      )

      expect(receipt.success).toBe(true)
      expect(receipt.sender).toBe(account.address)
      expect(receipt.paymaster).toBe(devnetContracts.verifyingPaymaster)
      expect((await client.getCode({ address: account.address }))?.length ?? 0).toBeGreaterThan(2)
      const allowance = (token: `0x${string}`) =>
        client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [account.address, recipient],
        })
      expect(await allowance(devnetContracts.usdc)).toBe(parseUnits('5', 6))
      expect(await allowance(devnetContracts.ltk)).toBe(parseUnits('7', 18))
      // The paymaster paid: its deposit fell by the operation's cost, and the account still holds no ETH.
      const after = await paymasterDeposit(client)
      expect(deposit - after).toBe(receipt.actualGasCost)
      expect(await client.getBalance({ address: account.address })).toBe(0n)
      expect(receipt.actualGasCost).toBeLessThan(parseEther('0.01'))
    }
  }, 60_000)

  test('the bundler refuses an operation whose sponsorship another key signed', async () => {
    const [chain] = devnet.chains
    if (!chain) throw new Error('no chain')
    const { client, account, bundler } = await freshAccount(chain, 'refused', true)
    await expect(
      bundler.sendUserOperation({ calls: [{ to: devnetContracts.usdc, data: '0x' }] }),
    ).rejects.toThrow(/signature|AA34/i)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  }, 30_000)
})
