import { decodeSolanaMovements } from '../decodeSolanaMovements.js'
import type { solanaAccountActivity, solanaMovements, solanaTransactions } from '../solanaTables.js'
import type { SolanaBlock } from './fetchSolanaBlocks.js'

/** One transaction delivering an NFT mint to this many accounts that did not sign it flags the mint as spam. */
export const solanaAirdropSpamThreshold = 10

/** The rows a batch of blocks adds, per table; an NFT mint with whether this batch flags it as spam. */
export type SolanaBlockRows = {
  transactions: (typeof solanaTransactions.$inferInsert)[]
  movements: (typeof solanaMovements.$inferInsert)[]
  activity: (typeof solanaAccountActivity.$inferInsert)[]
  nftMints: { mint: string; spam: boolean }[]
}

type Decoded = NonNullable<ReturnType<typeof decodeSolanaMovements>>

/**
 * The NFT mints (0 decimals) a transaction moved, each flagged as spam when it was delivered to many accounts
 * that did not ask for it: an unsolicited airdrop.
 */
function nftMintsOf(decoded: Decoded): SolanaBlockRows['nftMints'] {
  const signers = new Set(decoded.signers)
  const nftReceivers = new Map<string, Set<string>>()
  for (const m of decoded.movements) {
    if (m.token === 'native' || m.decimals !== 0) continue
    const receivers = nftReceivers.get(m.token) ?? new Set()
    if (m.amount > 0n && !signers.has(m.owner)) receivers.add(m.owner)
    nftReceivers.set(m.token, receivers)
  }
  return [...nftReceivers].map(([mint, receivers]) => ({
    mint,
    spam: receivers.size >= solanaAirdropSpamThreshold,
  }))
}

/** Adds one decoded transaction's rows: itself, what it moved per owner, and one activity row per participant. */
function addTransaction(
  rows: SolanaBlockRows,
  network: string,
  at: { slot: number; txIndex: number; timestamp: number },
  decoded: Decoded,
) {
  const { slot, txIndex, timestamp } = at
  rows.transactions.push({
    network,
    signature: decoded.signature,
    slot,
    txIndex,
    timestamp,
    feePayer: decoded.feePayer,
    receiver: decoded.receiver,
    fee: decoded.fee,
    failed: false,
  })
  for (const movement of decoded.movements)
    rows.movements.push({
      network,
      signature: decoded.signature,
      owner: movement.owner,
      token: movement.token,
      amount: movement.amount.toString(),
      decimals: movement.decimals,
    })
  const participants = new Set([...decoded.signers, ...decoded.movements.map((m) => m.owner)])
  for (const address of participants)
    rows.activity.push({ address, network, signature: decoded.signature, timestamp, slot, txIndex })
  rows.nftMints.push(...nftMintsOf(decoded))
}

/**
 * The rows of a batch of blocks: per successful transaction that signed or moved something, what it moved for
 * each owner (SOL and SPL tokens, from the pre and post balances) and who took part.
 */
export function solanaBlockRows(network: string, slots: number[], blocks: SolanaBlock[]): SolanaBlockRows {
  const rows: SolanaBlockRows = { transactions: [], movements: [], activity: [], nftMints: [] }
  blocks.forEach((block, b) => {
    const slot = slots[b] as number
    const timestamp = block.blockTime ?? 0
    block.transactions.forEach((entry, txIndex) => {
      const decoded = decodeSolanaMovements(entry)
      if (!decoded || (decoded.movements.length === 0 && decoded.signers.length === 0)) return
      addTransaction(rows, network, { slot, txIndex, timestamp }, decoded)
    })
  })
  return rows
}
