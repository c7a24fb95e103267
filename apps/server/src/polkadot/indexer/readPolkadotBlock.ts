import type { ApiPromise } from '@polkadot/api'
import { u8aToHex } from '@polkadot/util'

/** A `balances.Transfer` event as stored: who paid whom how many planck, in which block and extrinsic. */
export type PolkadotTransferRow = {
  network: string
  blockNumber: number
  eventIndex: number
  extrinsicHash: string
  /** Block time in seconds. */
  timestamp: number
  fromKey: string
  toKey: string
  amount: string
}

/**
 * Reads block `blockNumber` of the chain: its hash, and its balance transfers decoded with the runtime of that
 * block (`api.at`, whose metadata may differ from the head's), with the block's timestamp.
 *
 * @example
 * const { hash, transfers } = await readPolkadotBlock(api, 'polkadot:67f9…', 12)
 */
export async function readPolkadotBlock(
  api: ApiPromise,
  network: string,
  blockNumber: number,
): Promise<{ hash: string; transfers: PolkadotTransferRow[] }> {
  const hash = await api.rpc.chain.getBlockHash(blockNumber)
  const [block, at] = await Promise.all([api.rpc.chain.getBlock(hash), api.at(hash)])
  const [records, now] = await Promise.all([at.query.system.events(), at.query.timestamp.now()])
  const timestamp = Math.floor(Number(now.toString()) / 1000)
  const extrinsics = block.block.extrinsics
  const transfers: PolkadotTransferRow[] = []
  records.forEach((record, eventIndex) => {
    if (!at.events.balances?.Transfer?.is(record.event)) return
    const [from, to, amount] = record.event.data
    const extrinsic = record.phase.isApplyExtrinsic
      ? extrinsics[record.phase.asApplyExtrinsic.toNumber()]
      : undefined
    transfers.push({
      network,
      blockNumber,
      eventIndex,
      extrinsicHash: extrinsic ? extrinsic.hash.toHex() : hash.toHex(),
      timestamp,
      fromKey: u8aToHex(from.toU8a()),
      toKey: u8aToHex(to.toU8a()),
      amount: amount.toString(),
    })
  })
  return { hash: hash.toHex(), transfers }
}
