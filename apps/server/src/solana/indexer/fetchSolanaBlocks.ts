import type { SolanaBlockTransaction } from '../decodeSolanaMovements.js'
import type { SolanaNetworkEntry } from '../solanaNetworks.js'

/** A confirmed block as `getBlock` gives it with full transactions. */
export type SolanaBlock = { blockTime: number | null; transactions: SolanaBlockTransaction[] }

/** Slots asked of `getBlocks` at once, and blocks fetched per JSON-RPC batch. */
export const solanaSlotRange = 5_000
const blockBatch = 50

/** The network's latest confirmed slot. */
export const readSolanaSlot = (network: SolanaNetworkEntry) =>
  network.rpc.request<number>('getSlot', [{ commitment: 'confirmed' }])

/**
 * The confirmed blocks from slot `from` to `to`, handed to `each` in batches with their slots (`getBlocks`,
 * then `getBlock` with full transactions, one JSON-RPC batch per handful), each batch taken before the next
 * is fetched.
 */
export async function fetchSolanaBlocks(
  network: SolanaNetworkEntry,
  from: number,
  to: number,
  each: (slots: number[], blocks: SolanaBlock[]) => Promise<void>,
): Promise<void> {
  const slots = await network.rpc.request<number[]>('getBlocks', [from, to, { commitment: 'confirmed' }])
  for (let i = 0; i < slots.length; i += blockBatch) {
    const chunk = slots.slice(i, i + blockBatch)
    const blocks = await network.rpc.requestBatch<SolanaBlock>(
      chunk.map((at) => ({
        method: 'getBlock',
        params: [
          at,
          {
            encoding: 'json',
            transactionDetails: 'full',
            maxSupportedTransactionVersion: 0,
            rewards: false,
            commitment: 'confirmed',
          },
        ],
      })),
    )
    await each(chunk, blocks)
  }
}
