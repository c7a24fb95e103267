import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { decodeSolanaMovements, type SolanaBlockTransaction } from './decodeSolanaMovements.js'
import type { SolanaNetworkEntry, SolanaNetworkRegistry } from './solanaNetworks.js'
import {
  solanaAccountActivity,
  solanaIndexerCursors,
  solanaMovements,
  solanaNftMints,
  solanaTransactions,
} from './solanaTables.js'

export type SolanaIndexerParameters = {
  db: Database
  networks: SolanaNetworkRegistry
  /** How often to ask each network for its slot. Default 1000 ms. */
  pollIntervalMs?: number | undefined
  /** Called after a validator reset removed a network's stored history. */
  onRewind?: ((rewind: { network: string }) => void) | undefined
  onError?: ((error: unknown, network: string) => void) | undefined
}

export type SolanaSyncResult = { network: string; slot: number; indexedTo: number; reset?: boolean }

export type SolanaIndexer = {
  start(): void
  stop(): Promise<void>
  /** Indexes one network (or all) up to its current slot once, then resolves. */
  sync(network?: string): Promise<SolanaSyncResult[]>
}

/** One transaction delivering an NFT mint to this many accounts that did not sign it flags the mint as spam. */
export const solanaAirdropSpamThreshold = 10
/** Slots asked of `getBlocks` at once, and blocks fetched per JSON-RPC batch. */
const slotRange = 5_000
const blockBatch = 50

type SolanaBlock = { blockTime: number | null; transactions: SolanaBlockTransaction[] }

/**
 * The Solana indexer: follows each network's confirmed blocks (`getBlocks`, then `getBlock` with full
 * transactions in batches) and stores, per successful transaction, what it moved for each owner (SOL and
 * SPL tokens, from the pre and post balances) and one activity row per account that signed or moved value,
 * for the history pages. Rows are keyed by signature, so a block indexed twice is stored once. A validator
 * that restarted (its slot below the stored cursor) has its network's history deleted and indexed afresh.
 *
 * @example
 * const indexer = createSolanaIndexer({ db, networks })
 * await indexer.sync()
 */
export function createSolanaIndexer(parameters: SolanaIndexerParameters): SolanaIndexer {
  const { db, networks } = parameters
  const pollIntervalMs = parameters.pollIntervalMs ?? 1_000
  const onError =
    parameters.onError ??
    ((error: unknown, network: string) =>
      console.error(`[latch-indexer] ${network}:`, error instanceof Error ? error.message : error))
  const running = new Map<string, Promise<SolanaSyncResult>>()
  let stopped = true
  let loops: Promise<void>[] = []
  const wakers = new Set<() => void>()

  const syncNetwork = (network: SolanaNetworkEntry): Promise<SolanaSyncResult> => {
    const current = running.get(network.caip)
    if (current) return current.then(() => syncNetwork(network))
    const step = runSync(network).finally(() => running.delete(network.caip))
    running.set(network.caip, step)
    return step
  }

  async function runSync(network: SolanaNetworkEntry): Promise<SolanaSyncResult> {
    const slot = await network.rpc.request<number>('getSlot', [{ commitment: 'confirmed' }])
    const [cursor] = await db
      .select()
      .from(solanaIndexerCursors)
      .where(eq(solanaIndexerCursors.network, network.caip))
    let from = cursor ? cursor.slot + 1 : 0
    let reset = false
    if (cursor && cursor.slot > slot) {
      await forget(network.caip)
      parameters.onRewind?.({ network: network.caip })
      from = 0
      reset = true
    }
    let indexedTo = cursor && !reset ? cursor.slot : -1
    while (from <= slot) {
      const to = Math.min(slot, from + slotRange - 1)
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
        await store(network.caip, chunk, blocks)
      }
      await db
        .insert(solanaIndexerCursors)
        .values({ network: network.caip, slot: to })
        .onConflictDoUpdate({ target: solanaIndexerCursors.network, set: { slot: to } })
      indexedTo = to
      from = to + 1
    }
    return { network: network.caip, slot, indexedTo, ...(reset ? { reset } : {}) }
  }

  async function store(network: string, slots: number[], blocks: SolanaBlock[]) {
    const transactionRows: (typeof solanaTransactions.$inferInsert)[] = []
    const movementRows: (typeof solanaMovements.$inferInsert)[] = []
    const activityRows: (typeof solanaAccountActivity.$inferInsert)[] = []
    const nftRows: { mint: string; spam: boolean }[] = []
    blocks.forEach((block, b) => {
      const slot = slots[b] as number
      const timestamp = block.blockTime ?? 0
      block.transactions.forEach((entry, txIndex) => {
        const decoded = decodeSolanaMovements(entry)
        if (!decoded || (decoded.movements.length === 0 && decoded.signers.length === 0)) return
        transactionRows.push({
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
          movementRows.push({
            network,
            signature: decoded.signature,
            owner: movement.owner,
            token: movement.token,
            amount: movement.amount.toString(),
            decimals: movement.decimals,
          })
        const participants = new Set([...decoded.signers, ...decoded.movements.map((m) => m.owner)])
        for (const address of participants)
          activityRows.push({ address, network, signature: decoded.signature, timestamp, slot, txIndex })
        // NFTs (0 decimals) delivered to many accounts that did not ask for them: an unsolicited airdrop.
        const signers = new Set(decoded.signers)
        const nftReceivers = new Map<string, Set<string>>()
        for (const m of decoded.movements) {
          if (m.token === 'native' || m.decimals !== 0) continue
          const receivers = nftReceivers.get(m.token) ?? new Set()
          if (m.amount > 0n && !signers.has(m.owner)) receivers.add(m.owner)
          nftReceivers.set(m.token, receivers)
        }
        for (const [mint, receivers] of nftReceivers)
          nftRows.push({ mint, spam: receivers.size >= solanaAirdropSpamThreshold })
      })
    })
    if (transactionRows.length === 0) return
    await db.transaction(async (tx) => {
      await tx.insert(solanaTransactions).values(transactionRows).onConflictDoNothing()
      if (movementRows.length) await tx.insert(solanaMovements).values(movementRows).onConflictDoNothing()
      if (activityRows.length)
        await tx.insert(solanaAccountActivity).values(activityRows).onConflictDoNothing()
      for (const { mint, spam } of nftRows) {
        const insert = tx
          .insert(solanaNftMints)
          .values({ network, mint, isSpam: spam, spamSource: spam ? 'rule' : null })
        // The rule only ever flags; an operator's choice is kept.
        if (spam)
          await insert.onConflictDoUpdate({
            target: [solanaNftMints.network, solanaNftMints.mint],
            set: { isSpam: true, spamSource: 'rule' },
            where: sql`${solanaNftMints.spamSource} is distinct from 'operator'`,
          })
        else await insert.onConflictDoNothing()
      }
    })
  }

  async function forget(network: string) {
    await db.transaction(async (tx) => {
      await tx.delete(solanaAccountActivity).where(eq(solanaAccountActivity.network, network))
      await tx.delete(solanaMovements).where(eq(solanaMovements.network, network))
      await tx.delete(solanaTransactions).where(eq(solanaTransactions.network, network))
      await tx.delete(solanaNftMints).where(eq(solanaNftMints.network, network))
      await tx.delete(solanaIndexerCursors).where(eq(solanaIndexerCursors.network, network))
    })
  }

  async function follow(network: SolanaNetworkEntry) {
    while (!stopped) {
      try {
        await syncNetwork(network)
      } catch (error) {
        onError(error, network.caip)
      }
      if (stopped) break
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          wakers.delete(wake)
          resolve()
        }
        const timer = setTimeout(wake, pollIntervalMs)
        wakers.add(wake)
      })
    }
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      loops = networks.list().map(follow)
    },
    async stop() {
      stopped = true
      for (const wake of [...wakers]) wake()
      await Promise.all(loops)
      await Promise.allSettled(running.values())
    },
    async sync(network) {
      const list = network ? networks.list().filter((n) => n.caip === network) : networks.list()
      return Promise.all(list.map(syncNetwork))
    },
  }
}
