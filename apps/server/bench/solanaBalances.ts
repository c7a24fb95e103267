/**
 * The balance endpoint for a Solana account (SOL and USDC, valued from the Pyth accounts) on the devnet's
 * local validator: one JSON-RPC batch per request (prices cached), latency measured with autocannon against
 * the server in its own process. Fails (exit 1) at p99 >= 20 ms, on a wrong answer, or on any error.
 *
 *   npm run bench:solana-balances -w @latch/server       (DURATION=10 seconds, CONNECTIONS=4)
 */
import { solanaDevnetAccounts, startSolanaValidator } from '@latch/devnet'
import { createTestDatabaseTarget } from '../src/testing/testDatabase.js'
import { benchHeaders, measureGet, startBenchServer } from './startBenchServer.js'

const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 4)
const p99Budget = 20

const validator = await startSolanaValidator({})
const target = await createTestDatabaseTarget()
let stopServer: (() => Promise<void>) | undefined
let passed = false
try {
  const server = await startBenchServer({
    ...target.env,
    LATCH_CHAINS: '',
    LATCH_SOLANA: `${validator.caipNetworkId}=${validator.rpcUrl}`,
    LATCH_INDEXER: '0',
  })
  stopServer = server.stop
  const owner = solanaDevnetAccounts[1]?.address ?? ''
  const path = `/v1/account/${owner}/balance?projectId=latch-dev&chainId=${validator.caipNetworkId}`
  const first = (await (await fetch(`${server.url}${path}`, { headers: benchHeaders })).json()) as {
    balances: { symbol: string; value?: number }[]
  }
  const answer = first.balances.map((b) => `${b.symbol} ($${b.value})`).join(', ')
  console.log(`balances of ${owner}: ${answer}`)
  const correct = first.balances.map((b) => b.symbol).join() === 'SOL,USDC'
  const fast = await measureGet({
    url: server.url,
    path,
    connections,
    duration,
    label: 'Solana balance, SOL + USDC',
    check: (result) => result.latency.p99 < p99Budget,
    need: `p99 < ${p99Budget} ms`,
  })
  passed = correct && fast
} finally {
  await stopServer?.()
  await target.cleanup()
  await validator.stop()
}
process.exit(passed ? 0 : 1)
