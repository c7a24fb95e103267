/**
 * JSON-RPC proxy overhead and failover. Chain 31337 is served by two anvil nodes (a spare one first,
 * then the devnet's). (a) Latency of eth_chainId straight to anvil vs through `POST /v1/`: the added
 * p50 must stay under 2 ms. (b) Load through the proxy while the spare node is killed: every request
 * must still succeed with the right answer. Fails (exit 1) otherwise.
 *
 *   npx tsx apps/server/bench/rpcProxy.ts       (DURATION=10 seconds, CONNECTIONS=10)
 */
import { startAnvil, startDevnet } from '@latch/devnet'
import { at } from '../src/testing/at.js'
import { createTestDatabaseTarget } from '../src/testing/testDatabase.js'
import { autocannon, formatLatency, startBenchServer } from './startBenchServer.js'

const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 10)
const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
const headers = { 'content-type': 'application/json' }

const [devnet, spare] = await Promise.all([
  startDevnet({ chainIds: [31337] }),
  startAnvil({ chainId: 31337, port: 0, host: '127.0.0.1' }),
])
const target = await createTestDatabaseTarget()
let stopServer: (() => Promise<void>) | undefined
let passed = false
try {
  const direct = at(devnet.chains, 0).rpcUrl
  const server = await startBenchServer({
    ...target.env,
    LATCH_CHAINS: `31337=${spare.rpcUrl}|${direct}`,
    LATCH_INDEXER: '0',
  })
  stopServer = server.stop
  const proxied = `${server.url}/v1/?chainId=eip155:31337&projectId=latch-dev`
  const expected = await (await fetch(direct, { method: 'POST', headers, body })).text()

  const measure = async (url: string, clients: number) => {
    await autocannon({ url, connections: clients, duration: 2, method: 'POST', headers, body })
    return autocannon({
      url,
      connections: clients,
      duration,
      method: 'POST',
      headers,
      body,
      expectBody: expected,
    })
  }
  // Added latency is measured one request at a time (a client waiting on the proxy), then under load.
  let overheadOk = true
  for (const clients of [...new Set([1, connections])]) {
    const straight = await measure(direct, clients)
    const through = await measure(proxied, clients)
    const added = through.latency.p50 - straight.latency.p50
    console.log(`${clients} connection(s), anvil directly:    ${formatLatency(straight)}`)
    console.log(
      `${clients} connection(s), through the proxy: ${formatLatency(through)}, mismatched bodies ${through.mismatches}`,
    )
    const ok = through.mismatches === 0 && through.non2xx === 0 && (clients > 1 || added < 2)
    if (clients === 1) overheadOk &&= ok
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${clients} connection(s): added p50 ${added} ms, added average ${(through.latency.average - straight.latency.average).toFixed(2)} ms${clients === 1 ? ' (need < 2 ms)' : ''}`,
    )
  }

  const load = autocannon({
    url: proxied,
    connections,
    duration,
    method: 'POST',
    headers,
    body,
    expectBody: expected,
  })
  await new Promise((done) => setTimeout(done, (duration * 1000) / 3))
  await spare.stop()
  console.log(`killed the first upstream ${spare.rpcUrl} a third of the way in`)
  const failover = await load
  const failed = failover.non2xx + failover.errors + failover.timeouts + failover.mismatches
  const failoverOk = failed === 0 && failover.requests.total > 0
  console.log(
    `${failoverOk ? 'PASS' : 'FAIL'} failover under load: ${formatLatency(failover)}, failed requests ${failed}`,
  )
  passed = overheadOk && failoverOk
} finally {
  await stopServer?.()
  await Promise.all([devnet.stop(), spare.stop()])
  await target.cleanup()
}
process.exit(passed ? 0 : 1)
