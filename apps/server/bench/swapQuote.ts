/**
 * Swap quote latency on one devnet chain, end to end through `latch-server serve` in its own process
 * with a fee recipient configured: half the requests a direct pool (USDC to LTK), half two hops through
 * WETH (USDC to GLD), each reading the pool reserves from anvil with one multicall. Fails (exit 1) at
 * p50 >= 20 ms or p99 >= 60 ms, or on any non-2xx answer.
 *
 *   npm run bench:swap -w @latch/server     (DURATION=10 seconds, CONNECTIONS=4)
 */
import { devnetAccounts, startDevnet } from '@latch/devnet'
import { at } from '../src/testing/at.js'
import { createTestDatabaseTarget } from '../src/testing/testDatabase.js'
import { autocannon, benchHeaders, formatLatency, startBenchServer } from './startBenchServer.js'

const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 4)
const p50Budget = 20
const p99Budget = 60

const devnet = await startDevnet({ chainIds: [31337] })
const target = await createTestDatabaseTarget()
let stopServer: (() => Promise<void>) | undefined
let passed = true
try {
  const chain = at(devnet.chains, 0)
  const server = await startBenchServer({
    ...target.env,
    LATCH_CHAINS: `${chain.chainId}=${chain.rpcUrl}`,
    LATCH_INDEXER: '0',
    SWAP_FEE_RECIPIENT: at(devnetAccounts, 9).address,
  })
  stopServer = server.stop
  const token = (address: string) => `eip155:${chain.chainId}:${address.toLowerCase()}`
  const quote = (to: string, amount: string) =>
    `/v1/convert/quotes?projectId=latch-dev&userAddress=eip155:${chain.chainId}:${at(devnetAccounts, 3).address}` +
    `&from=${token(chain.contracts.usdc)}&to=${token(to)}&amount=${amount}&gasPrice=1000000000`
  const paths = [quote(chain.contracts.ltk, '1000000000'), quote(chain.contracts.gld, '250000000')]
  for (const path of paths) {
    const res = await fetch(`${server.url}${path}`, { headers: benchHeaders })
    const body = (await res.json()) as {
      quotes?: { toAmount: string; path: string[]; fee: { amount: string } | null }[]
    }
    if (res.status !== 200) throw new Error(`quote answered ${res.status}: ${JSON.stringify(body)}`)
    const [first] = body.quotes ?? []
    console.log(
      `quote ${first?.path.length}-token path: toAmount ${first?.toAmount}, fee ${first?.fee?.amount}`,
    )
  }
  const requests = paths.map((path) => ({ method: 'GET' as const, path }))
  await autocannon({ url: server.url, connections, duration: 2, requests })
  for (const clients of [...new Set([1, connections])]) {
    const result = await autocannon({ url: server.url, connections: clients, duration, requests })
    const ok =
      result.latency.p50 < p50Budget &&
      result.latency.p99 < p99Budget &&
      result.non2xx === 0 &&
      result.errors === 0
    passed &&= ok
    console.log(
      `${ok ? 'PASS' : 'FAIL'} swap quote, direct and two-hop (${clients} connection${clients > 1 ? 's' : ''}): ${formatLatency(result)} (need p50 < ${p50Budget} ms, p99 < ${p99Budget} ms)`,
    )
  }
} finally {
  await stopServer?.()
  await target.cleanup()
  await devnet.stop()
}
process.exit(passed ? 0 : 1)
