import type { KeyPairSigner } from '@solana/kit'
import type { SolanaLedger } from './createSolanaLedger.js'
import { accountRpcMethods } from './rpc/accountRpcMethods.js'
import { blockRpcMethods } from './rpc/blockRpcMethods.js'
import { clusterRpcMethods } from './rpc/clusterRpcMethods.js'
import { signatureRpcMethods } from './rpc/signatureRpcMethods.js'
import { createSolanaRpcContext, type SolanaRpcMethodHandler } from './rpc/solanaRpcContext.js'
import { transactionRpcMethods } from './rpc/transactionRpcMethods.js'
import { invalidParams, SolanaRpcError } from './solanaRpcError.js'

/** The JSON-RPC methods the local validator answers over HTTP. */
export const solanaRpcMethods = [
  'getAccountInfo',
  'getBalance',
  'getBlock',
  'getBlockHeight',
  'getBlockTime',
  'getBlocks',
  'getEpochInfo',
  'getFeeForMessage',
  'getFirstAvailableBlock',
  'getGenesisHash',
  'getHealth',
  'getIdentity',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getTransaction',
  'getTransactionCount',
  'getVersion',
  'isBlockhashValid',
  'requestAirdrop',
  'sendTransaction',
  'simulateTransaction',
] as const

/**
 * Answers Solana JSON-RPC methods from the ledger, in the shapes and with the error codes of the Solana
 * RPC, so `@solana/kit`, `@solana/web3.js` and wallets talk to it as to a cluster.
 *
 * @example
 * const handle = createSolanaRpcHandler(ledger, faucet)
 * await handle('getBalance', [address])
 */
export function createSolanaRpcHandler(ledger: SolanaLedger, faucet: KeyPairSigner) {
  const rpc = createSolanaRpcContext(ledger, faucet)
  const handlers: Record<(typeof solanaRpcMethods)[number], SolanaRpcMethodHandler> = {
    ...clusterRpcMethods(rpc),
    ...accountRpcMethods(rpc),
    ...transactionRpcMethods(rpc),
    ...signatureRpcMethods(rpc),
    ...blockRpcMethods(rpc),
  }

  return async function handle(method: string, params: unknown): Promise<unknown> {
    const handler = (handlers as Record<string, SolanaRpcMethodHandler | undefined>)[method]
    if (!handler) throw new SolanaRpcError(-32601, 'Method not found')
    if (params !== undefined && !Array.isArray(params)) throw invalidParams('params must be an array')
    return handler(params ?? [])
  }
}
