import { encodeBlock } from '../encodeSolanaRpc.js'
import { invalidParams, SolanaRpcError } from '../solanaRpcError.js'
import type { SolanaRpcContext } from './solanaRpcContext.js'
import { integer } from './solanaRpcParams.js'

/** Blocks: one, a range of slots, and a block's time; a slot without transactions is skipped, as on a cluster. */
export function blockRpcMethods({ ledger }: SolanaRpcContext) {
  return {
    getBlock([slot, config]: unknown[]) {
      const at = integer(slot, 'slot')
      const block = ledger.getBlock(at)
      if (!block) {
        if (at >= ledger.slot) throw new SolanaRpcError(-32004, `Block not available for slot ${at}`)
        throw new SolanaRpcError(
          -32007,
          `Slot ${at} was skipped, or missing due to ledger jump to recent snapshot`,
        )
      }
      return encodeBlock(block, config)
    },
    getBlocks([start, end]: unknown[]) {
      const from = integer(start, 'start slot')
      const to =
        end === undefined || (typeof end === 'object' && end !== null)
          ? ledger.slot
          : integer(end, 'end slot')
      if (to - from > 500_000) throw invalidParams('Slot range too large; max 500000')
      return ledger.getBlocks(from, to)
    },
    getBlockTime([slot]: unknown[]) {
      const block = ledger.getBlock(integer(slot, 'slot'))
      if (!block) throw new SolanaRpcError(-32004, `Block not available for slot ${String(slot)}`)
      return block.blockTime
    },
  }
}
