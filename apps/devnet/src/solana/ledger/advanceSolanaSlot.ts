import type { SolanaLedgerState } from './solanaLedgerState.js'
import { FINALIZATION_SLOTS, RECENT_BLOCKHASHES } from './solanaLedgerTypes.js'

/** Sets litesvm's clock to the ledger's slot and block time, which programs read through the Clock sysvar. */
export function setLedgerClock(state: SolanaLedgerState): void {
  const clock = state.svm.getClock()
  state.svm.setClock(
    new state.binding.Clock(
      BigInt(state.slot),
      clock.epochStartTimestamp,
      clock.epoch,
      clock.leaderScheduleEpoch,
      BigInt(state.blockTime),
    ),
  )
}

/**
 * Produces the next slot: the current one's block (if it has transactions) is completed, a new blockhash is
 * made and the oldest drops out of the recent ones, and the transactions confirmed 32 slots ago are finalized.
 */
export function advanceSolanaSlot(state: SolanaLedgerState): void {
  const { svm, events } = state
  if (state.blocks.get(state.slot)) state.blockSlots.push(state.slot)
  state.slot += 1
  state.blockHeight = state.slot - 1
  state.blockTime = Math.floor(Date.now() / 1000)
  svm.warpToSlot(BigInt(state.slot))
  setLedgerClock(state)
  svm.expireBlockhash()
  state.previousBlockhash = state.currentBlockhash
  state.currentBlockhash = svm.latestBlockhash()
  state.recentBlockhashes.set(state.currentBlockhash, state.slot)
  for (const [hash, producedAt] of state.recentBlockhashes) {
    if (producedAt > state.slot - RECENT_BLOCKHASHES) break
    state.recentBlockhashes.delete(hash)
  }
  const { awaitingFinality, statuses } = state
  while (awaitingFinality[0] && awaitingFinality[0].slot <= state.slot - FINALIZATION_SLOTS) {
    const { signature } = awaitingFinality.shift() as { signature: string }
    const status = statuses.get(signature)
    if (!status) continue
    status.confirmationStatus = 'finalized'
    events.onSignature?.(signature, status)
  }
  events.onSlot?.(state.slot)
}
