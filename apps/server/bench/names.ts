/**
 * Name service lookups: stores 100,000 names (four per address, so reverse lookups answer several rows),
 * starts the server in a child process and loads random name lookups and random reverse lookups with
 * autocannon. The budget is the latency of one client's lookups: fails (exit 1) at p99 >= 10 ms with one
 * connection; CONNECTIONS at once shows throughput under saturation (reported, not budgeted: on a shared
 * 2-core machine queueing dominates it). Embedded PGlite by default; TEST_DATABASE_URL runs it on PostgreSQL.
 *
 *   npx tsx apps/server/bench/names.ts        (NAMES=100000, DURATION=10 seconds, CONNECTIONS=10)
 */
import { profileNames } from '../src/names/namesTables.js'
import { createTestDatabaseTarget } from '../src/testing/testDatabase.js'
import {
  type AutocannonRequest,
  autocannon,
  benchHeaders,
  formatLatency,
  startBenchServer,
} from './startBenchServer.js'

const names = Number(process.env.NAMES ?? 100_000)
const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 10)
const p99Budget = 10
const namesPerAddress = 4
const addressOf = (i: number) =>
  `0x${(0xa000_0000 + Math.floor(i / namesPerAddress)).toString(16).padStart(40, '0')}`
const nameOf = (i: number) => `bench-name-${i}.latch.id`

const target = await createTestDatabaseTarget()
let stop: (() => Promise<void>) | undefined
let passed = false
try {
  let started = performance.now()
  const database = await target.open()
  const chunk = 5_000
  for (let from = 0; from < names; from += chunk) {
    const rows: (typeof profileNames.$inferInsert)[] = []
    for (let i = from; i < Math.min(names, from + chunk); i++) {
      rows.push({
        name: nameOf(i),
        address: addressOf(i),
        coinType: 60,
        projectId: 'latch-dev',
        attributes: {},
      })
    }
    await database.db.insert(profileNames).values(rows)
  }
  await database.close()
  console.log(
    `stored ${names} names on ${target.driver} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  started = performance.now()
  const server = await startBenchServer({ ...target.env, LATCH_INDEXER: '0' })
  stop = server.stop
  console.log(`server ${server.url} started in ${Math.round(performance.now() - started)} ms`)

  const random = () => Math.floor(Math.random() * names)
  const check = await fetch(`${server.url}/v1/profile/reverse/${addressOf(8)}?projectId=latch-dev`, {
    headers: benchHeaders,
  })
  const checked = (await check.json()) as { name: string }[]
  if (check.status !== 200 || checked.length !== namesPerAddress) {
    throw new Error(`reverse lookup answered HTTP ${check.status} with ${checked.length} names`)
  }

  const scenarios: { label: string; path: () => string }[] = [
    {
      label: 'lookup GET /v1/profile/account/{name}',
      path: () => `/v1/profile/account/${nameOf(random())}?projectId=latch-dev`,
    },
    {
      label: `reverse GET /v1/profile/reverse/{address} (${namesPerAddress} names each)`,
      path: () => `/v1/profile/reverse/${addressOf(random())}?projectId=latch-dev`,
    },
  ]
  // Warm-up over both kinds, so the first measured run does not pay for loading the table's pages.
  const warmUp = [...scenarios, ...scenarios].map((scenario) => ({
    method: 'GET' as const,
    setupRequest: (request: AutocannonRequest) => ({ ...request, path: scenario.path() }),
  }))
  await autocannon({ url: server.url, connections, duration: 4, requests: warmUp })
  passed = true
  for (const scenario of scenarios) {
    const requests: AutocannonRequest[] = [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: scenario.path() }) },
    ]
    for (const clients of [...new Set([1, connections])]) {
      const result = await autocannon({ url: server.url, connections: clients, duration, requests })
      const budgeted = clients === 1
      const ok = (!budgeted || result.latency.p99 < p99Budget) && result.non2xx === 0 && result.errors === 0
      passed &&= ok
      console.log(
        `${ok ? (budgeted ? 'PASS' : 'INFO') : 'FAIL'} ${scenario.label} over ${names} names, ${clients} connection${clients > 1 ? 's' : ''}: ` +
          `${formatLatency(result)}${budgeted ? ` (need p99 < ${p99Budget} ms)` : ''}`,
      )
    }
  }
} finally {
  await stop?.()
  await target.cleanup()
}
process.exit(passed ? 0 : 1)
