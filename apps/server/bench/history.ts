/**
 * Transaction history pages: stores 100,000 transfers of one account (inserted directly, as the indexer
 * would store them, one transaction each across 10,000 blocks), starts the server in a child process
 * and loads random pages (first pages and deep cursors) with autocannon. Fails (exit 1) at p99 >= 20 ms.
 * Embedded PGlite by default; TEST_DATABASE_URL runs it on a PostgreSQL server.
 *
 *   npx tsx apps/server/bench/history.ts        (DURATION=10 seconds, CONNECTIONS=10)
 */
import { accountActivity, chainTransactions, chainTransfers } from '../src/indexer/indexerTables.js'
import { createTestDatabaseTarget } from '../src/testing/testDatabase.js'
import {
  type AutocannonRequest,
  autocannon,
  benchHeaders,
  formatLatency,
  startBenchServer,
} from './startBenchServer.js'

const transfers = Number(process.env.TRANSFERS ?? 100_000)
const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 10)
const p99Budget = 20
const account = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const counterparty = (i: number) => `0x${(i % 97).toString(16).padStart(40, '0')}`
const usdc = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const chainId = 31337

const target = await createTestDatabaseTarget()
let stop: (() => Promise<void>) | undefined
let passed = false
try {
  let started = performance.now()
  const database = await target.open()
  const chunk = 2_000
  for (let from = 0; from < transfers; from += chunk) {
    const txs: (typeof chainTransactions.$inferInsert)[] = []
    const rows: (typeof chainTransfers.$inferInsert)[] = []
    const activity: (typeof accountActivity.$inferInsert)[] = []
    for (let i = from; i < Math.min(transfers, from + chunk); i++) {
      const blockNumber = 1 + Math.floor(i / 10)
      const txIndex = i % 10
      const timestamp = 1_700_000_000 + blockNumber * 2
      const hash = `0x${i.toString(16).padStart(64, '0')}`
      const outgoing = i % 2 === 0
      const native = i % 3 === 0
      const [sender, receiver] = outgoing ? [account, counterparty(i)] : [counterparty(i), account]
      txs.push({
        chainId,
        hash,
        blockNumber,
        txIndex,
        timestamp,
        from: sender,
        to: native ? receiver : usdc,
        nonce: i,
        value: native ? String(1_000_000_000n * BigInt(i + 1)) : '0',
        selector: native ? '0x' : '0xa9059cbb',
      })
      rows.push({
        chainId,
        txHash: hash,
        logIndex: native ? -1 : 0,
        blockNumber,
        txIndex,
        kind: native ? 'native' : 'erc20',
        token: native ? null : usdc,
        from: sender,
        to: receiver,
        amount: String(1_000_000n * BigInt(i + 1)),
      })
      for (const address of [sender, receiver]) {
        activity.push({ address, chainId, txHash: hash, timestamp, blockNumber, txIndex })
      }
    }
    await database.db.insert(chainTransactions).values(txs)
    await database.db.insert(chainTransfers).values(rows)
    await database.db.insert(accountActivity).values(activity).onConflictDoNothing()
  }
  await database.close()
  console.log(
    `stored ${transfers} transfers of ${account} on ${target.driver} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  started = performance.now()
  const server = await startBenchServer({
    ...target.env,
    LATCH_CHAINS: `${chainId}=http://127.0.0.1:9`,
    LATCH_INDEXER: '0',
  })
  stop = server.stop
  console.log(`server ${server.url} started in ${Math.round(performance.now() - started)} ms`)

  // Walk 200 pages once to collect real cursors, then load random pages among them.
  const paths = [`/v1/account/${account}/history?projectId=latch-dev`]
  const walked: string[] = []
  let next: string | null = null
  started = performance.now()
  for (let page = 0; page < 200; page++) {
    const path = `/v1/account/${account}/history?projectId=latch-dev${next ? `&cursor=${encodeURIComponent(next)}` : ''}`
    const res = await fetch(`${server.url}${path}`, { headers: benchHeaders })
    const body = (await res.json()) as { data: { id: string }[]; next: string | null }
    if (res.status !== 200 || body.data.length !== 20) throw new Error(`page ${page}: HTTP ${res.status}`)
    walked.push(...body.data.map((item) => item.id))
    paths.push(path)
    next = body.next
  }
  if (new Set(walked).size !== walked.length) throw new Error('a page repeated an item')
  console.log(
    `walked 200 pages (4,000 items, none repeated) sequentially in ${Math.round(performance.now() - started)} ms`,
  )
  paths.push(`/v1/account/${account}/history?projectId=latch-dev&chainId=eip155:${chainId}`)

  const requests: AutocannonRequest[] = [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: paths[Math.floor(Math.random() * paths.length)] ?? paths[0] ?? '/',
      }),
    },
  ]
  await autocannon({ url: server.url, connections, duration: 2, requests })
  passed = true
  // One client paging alone, then CONNECTIONS clients at once.
  for (const clients of [...new Set([1, connections])]) {
    const result = await autocannon({ url: server.url, connections: clients, duration, requests })
    const ok = result.latency.p99 < p99Budget && result.non2xx === 0 && result.errors === 0
    passed &&= ok
    console.log(
      `${ok ? 'PASS' : 'FAIL'} history page of 20 (random of ${paths.length} pages, ${clients} connection${clients > 1 ? 's' : ''}): ` +
        `${formatLatency(result)} (need p99 < ${p99Budget} ms)`,
    )
  }
} finally {
  await stop?.()
  await target.cleanup()
}
process.exit(passed ? 0 : 1)
