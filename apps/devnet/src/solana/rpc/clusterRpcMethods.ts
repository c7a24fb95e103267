import { solanaDevnetGenesisHash, solanaLamportsPerSignature } from '../solanaDevnetConstants.js'
import { invalidParams } from '../solanaRpcError.js'
import type { SolanaRpcContext } from './solanaRpcContext.js'
import { integer, text } from './solanaRpcParams.js'

/** The cluster's own state: health, version, slots and heights, blockhashes, rent and fees. */
export function clusterRpcMethods({ ledger, faucet, context }: SolanaRpcContext) {
  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => solanaDevnetGenesisHash,
    getIdentity: () => ({ identity: faucet.address }),
    // The open slot's block may still gain transactions: only `processed` names it. Confirmed (and the
    // default) name the last completed slot, so an indexer that reads up to it never skips a late transaction.
    getSlot: ([config]: unknown[]) =>
      (config as { commitment?: unknown } | undefined)?.commitment === 'processed'
        ? ledger.slot
        : ledger.slot - 1,
    getBlockHeight: () => ledger.blockHeight,
    getFirstAvailableBlock: () => 0,
    getTransactionCount: () => ledger.slot,
    getEpochInfo: () => ({
      absoluteSlot: ledger.slot,
      blockHeight: ledger.blockHeight,
      epoch: 0,
      slotIndex: ledger.slot,
      slotsInEpoch: 432_000,
      transactionCount: null,
    }),
    getLatestBlockhash: () => ({ context: context(), value: ledger.latestBlockhash }),
    isBlockhashValid: ([hash]: unknown[]) => ({
      context: context(),
      value: ledger.isBlockhashValid(text(hash, 'blockhash')),
    }),
    getMinimumBalanceForRentExemption: ([size]: unknown[]) =>
      ledger.rentExemption(integer(size, 'data length')),
    getRecentPrioritizationFees: () => [],
    getFeeForMessage([message]: unknown[]) {
      const bytes = Buffer.from(text(message, 'message'), 'base64')
      // The first byte of a message is its number of required signatures (after the version prefix of v0).
      const signers = bytes[0] !== undefined && bytes[0] & 0x80 ? bytes[1] : bytes[0]
      if (signers === undefined) throw invalidParams('invalid message')
      return { context: context(), value: solanaLamportsPerSignature * BigInt(signers) }
    },
  }
}
