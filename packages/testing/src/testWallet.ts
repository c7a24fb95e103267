import type { Hex, LocalAccount } from 'viem'
import type { ProviderRpcErrorShape } from './errors.js'

// What both test wallets (injected and WalletConnect) share: their chains, accounts, modes and request log.

/** A chain the wallet knows: reads and transactions go to `rpcUrl`. */
export type TestWalletChain = {
  id: number
  rpcUrl: string
  name?: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  /**
   * An EIP-7702 delegate on this chain with `execute((address to, uint256 value, bytes data)[])` callable by the
   * account itself (the devnet's `batchExecutor`). With it the wallet batches calls atomically for real: it
   * reports `atomic: ready` (then `supported` once delegated) and runs a batch as one transaction. Without it,
   * `atomic: unsupported`.
   */
  batchExecutor?: `0x${string}` | undefined
}

/**
 * How the wallet answers a method, as if a person clicked in its prompt:
 * approve, reject (4001), answer after a delay, or fail with a chosen EIP-1193 error.
 */
export type TestWalletMode =
  | 'approve'
  | 'reject'
  | { delay: number; answer?: 'approve' | 'reject' | { error: ProviderRpcErrorShape } }
  | { error: ProviderRpcErrorShape }

/** One request the page made, kept for assertions. `outcome` is `pending` while a prompt is open. */
export type TestWalletRequest = {
  method: string
  params: unknown
  origin: string
  outcome: 'pending' | 'approved' | 'rejected' | 'error'
  result?: unknown
  error?: ProviderRpcErrorShape
}

/** The parameter of an accepted wallet_addEthereumChain, as the site sent it. */
export type AddEthereumChainParameter = {
  chainId: Hex
  chainName?: string
  rpcUrls: string[]
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  blockExplorerUrls?: string[]
  iconUrls?: string[]
}

/** An account of a test wallet: a private key, or any viem local account (a smart account's owner, a HD key). */
export type TestWalletAccountSource = Hex | LocalAccount
