import { afterAll, describe, expect, test } from 'vitest'
import { connectRawClient } from './rawClient.js'
import { startRelay } from './startRelay.js'
import { stopTestPostgres, testStores } from './testing/testStores.js'

afterAll(() => stopTestPostgres())

const httpOf = (url: string) => url.replace(/^ws/, 'http')

async function get(url: string) {
  const response = await fetch(url)
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    body: type.includes('json') ? await response.json() : await response.text(),
  }
}

describe('the relay answers health probes beside its WebSocket', () => {
  test('/health and /ready answer 200, a plain request 426, and clients still connect on the same port', async () => {
    const relay = await startRelay({ port: 0 })
    try {
      expect(await get(`${httpOf(relay.url)}/health`)).toEqual({ status: 200, body: { ok: true } })
      expect(await get(`${httpOf(relay.url)}/ready`)).toEqual({ status: 200, body: { ok: true } })
      expect((await get(`${httpOf(relay.url)}/`)).status).toBe(426)
      const client = await connectRawClient(relay.url, { iss: 'did:key:probe' })
      await client.close()
    } finally {
      await relay.stop()
    }
  })

  test('/ready answers 503 once its PostgreSQL database is gone, while /health stays 200', async () => {
    const postgres = testStores.find((store) => store.name === 'postgres')
    const opened = await postgres?.open()
    if (!opened) throw new Error('no PostgreSQL store')
    const relay = await startRelay({ port: 0, storage: opened.storage })
    try {
      expect(await get(`${httpOf(relay.url)}/ready`)).toEqual({ status: 200, body: { ok: true } })
      // Dropping the database terminates the relay's connections: its queries fail from then on.
      await opened.remove()
      expect(await get(`${httpOf(relay.url)}/ready`)).toEqual({
        status: 503,
        body: { code: 'NOT_READY', message: "The relay's database does not answer" },
      })
      expect((await get(`${httpOf(relay.url)}/health`)).status).toBe(200)
    } finally {
      await relay.stop().catch(() => {})
    }
  })
})
