import type { DemoConfig } from '@latch/demo/serve'
import { devnetContracts, devnetRpc, solanaDevnetAccounts, waitForDevnetReceipt } from '@latch/devnet'
import { anvilAccounts, installTestWallet, type TestWallet, type TestWalletAssets } from '@latch/testing'
import { installSolanaTestWallet, type SolanaTestWallet } from '@latch/testing-solana'
import type { Page } from '@playwright/test'
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Stack } from './fixtures.js'

export const testWalletId = 'dev.latch.testwallet'

/** The devnet's ERC-1271 SmartWallet; its owner is anvil account #1. */
export const devnetSmartWallet: Address = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'

/**
 * The injected test wallet on the stack's chains, using anvil account `index` (tests in one worker share a
 * chain), a given `privateKey`, or acting as a contract account (`smartAccount`).
 */
export function installStackWallet(
  page: Page,
  stack: Stack,
  options: {
    index?: number
    privateKey?: Hex
    smartAccount?: { address: Address; owner: Hex }
    chainId?: number
    name?: string
    rdns?: string
    /** The EIP-6963 icon (a data URI); default the test wallet's. */
    icon?: string
    injected?: boolean
    /** Stand as Coinbase's extension too (`window.coinbaseWalletExtension`, where Coinbase's SDK looks). */
    coinbaseExtension?: boolean
    assets?: TestWalletAssets
    /** The key account batches calls atomically with the devnet's EIP-7702 delegate. */
    atomicBatches?: boolean
  },
): Promise<TestWallet> {
  const account = options.index === undefined ? undefined : anvilAccounts[options.index]
  const privateKey = options.privateKey ?? account?.privateKey
  if (!privateKey && !options.smartAccount) throw new Error(`no anvil account ${options.index}`)
  return installTestWallet(page, {
    ...(options.smartAccount ? { smartAccount: options.smartAccount } : privateKey ? { privateKey } : {}),
    chains: stack.devnet.chains.map((chain) => ({
      id: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: chain.name,
      ...(options.atomicBatches ? { batchExecutor: devnetContracts.batchExecutor } : {}),
    })),
    chainId: options.chainId ?? 31337,
    info: {
      name: options.name ?? 'Latch Test Wallet',
      rdns: options.rdns ?? testWalletId,
      ...(options.icon ? { icon: options.icon } : {}),
    },
    injected: options.injected ?? true,
    ...(options.coinbaseExtension ? { coinbaseExtension: true } : {}),
    ...(options.assets ? { assets: options.assets } : {}),
  })
}

/** One wallet on several namespaces, announced under one name on each, as multi-chain extensions are. */
export const multiWallet = { name: 'Latch Multi Wallet', rdns: 'dev.latch.multiwallet' }

/**
 * The multi-namespace wallet's eip155 and Solana sides: an EIP-6963 provider (not `window.ethereum`) with anvil
 * account `index`, and a Wallet Standard Solana wallet with the devnet's Solana account `index`.
 */
export async function installMultiWallet(
  page: Page,
  stack: Stack,
  index: number,
): Promise<{ evm: TestWallet; solana: SolanaTestWallet }> {
  const validator = stack.devnet.solana
  const secretKey = solanaDevnetAccounts[index]?.secretKey
  if (!validator || !secretKey) throw new Error(`no Solana validator or account ${index} on the stack`)
  const { name, rdns } = multiWallet
  const evm = await installStackWallet(page, stack, { index, name, rdns, injected: false })
  const solana = await installSolanaTestWallet(page, {
    name,
    secretKeys: [secretKey],
    chains: [{ chain: 'solana:localnet', rpcUrl: validator.rpcUrl }],
  })
  return { evm, solana }
}

/** A JSON-RPC call straight to a devnet chain (for arranging state such as an exact balance). */
export const rpc = devnetRpc

/** Reads an ERC-20 balance straight from a devnet chain. */
export async function tokenBalance(rpcUrl: string, token: Address, holder: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
  return BigInt(await rpc<Hex>(rpcUrl, 'eth_call', [{ to: token, data }, 'latest']))
}

/**
 * A fresh account for one test, so tests sharing a chain never share balances: a new private key,
 * `eth` ETH by anvil_setBalance, and each token amount (base units) sent from anvil account 0.
 */
export async function fundedAccount(
  rpcUrl: string,
  funds: { eth?: string; tokens?: readonly { token: Address; amount: bigint }[] } = {},
): Promise<{ privateKey: Hex; address: Address }> {
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  await fundAddress(rpcUrl, address, {
    eth: funds.eth ?? '1',
    ...(funds.tokens ? { tokens: funds.tokens } : {}),
  })
  return { privateKey, address }
}

/** Gives `address` exactly `eth` ETH (anvil_setBalance, when given) and each token amount from anvil account 0. */
export async function fundAddress(
  rpcUrl: string,
  address: Address,
  funds: { eth?: string; tokens?: readonly { token: Address; amount: bigint }[] },
): Promise<void> {
  if (funds.eth !== undefined) await rpc(rpcUrl, 'anvil_setBalance', [address, toHex(parseEther(funds.eth))])
  const funder = anvilAccounts[0].address
  for (const { token, amount } of funds.tokens ?? []) {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address, amount] })
    const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [{ from: funder, to: token, data }])
    if ((await waitForReceipt(rpcUrl, hash)).status !== '0x1')
      throw new Error(`funding ${address} with ${token} failed`)
  }
}

/** The receipt of `hash`, polled until the chain has one (anvil mines on its own schedule). */
export const waitForReceipt = waitForDevnetReceipt

/** The stack's Solana validator as a network of the demo ('Solana Local'), for a demo served beside its chains. */
export function stackSolanaNetwork(stack: Stack): NonNullable<DemoConfig['solanaNetworks']>[number] {
  const validator = stack.devnet.solana
  if (!validator) throw new Error('the stack started no Solana validator')
  return {
    reference: validator.caipNetworkId.slice('solana:'.length),
    name: 'Solana Local',
    rpcUrl: validator.rpcUrl,
    wsUrl: validator.wsUrl,
  }
}
