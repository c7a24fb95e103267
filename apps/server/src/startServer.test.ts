import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, DataDirInUseError } from './db/createDatabase.js'
import { createProject } from './projects/createProject.js'
import { startServer } from './startServer.js'
import { createTestDatabaseTarget, type TestDatabaseTarget } from './testing/testDatabase.js'

let target: TestDatabaseTarget
beforeAll(async () => {
  target = await createTestDatabaseTarget()
})
afterAll(() => target?.cleanup())

describe('startServer', () => {
  it('serves over HTTP, and keeps its data across a restart', { timeout: 120_000 }, async () => {
    const first = await startServer({ port: 0, ...target.options })
    try {
      expect(first.url).toBe(`http://127.0.0.1:${first.port}`)
      const res = await fetch(`${first.url}/getWallets?projectId=latch-dev&entries=5`, {
        headers: { Origin: 'http://localhost:5173' },
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
      const page = (await res.json()) as { data: unknown[]; count: number }
      expect(page.data).toHaveLength(5)

      const event = await fetch(`${first.url}/e?projectId=latch-dev&st=latch&sv=0.1.0`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:4000' },
        body: JSON.stringify({
          eventId: crypto.randomUUID(),
          url: 'http://127.0.0.1:4000/',
          domain: '127.0.0.1',
          timestamp: Date.now(),
          props: { event: 'MODAL_OPEN' },
        }),
      })
      expect(event.status).toBe(202)
      expect((await fetch(`${first.url}/getAnalyticsConfig?projectId=restart-check`)).status).toBe(403)
    } finally {
      await first.stop()
    }

    // Written while no server holds the database, as the CLI does.
    const database = await createDatabase(target.options)
    await createProject(database.db, {
      id: 'restart-check',
      name: 'Restart',
      allowedOrigins: ['https://r.example'],
    })
    await database.close()

    const second = await startServer({ port: 0, ...target.options })
    try {
      const res = await fetch(`${second.url}/getAnalyticsConfig?projectId=restart-check`, {
        headers: { Origin: 'https://r.example' },
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ isAnalyticsEnabled: true })
      const wallets = (await (
        await fetch(`${second.url}/getWallets?projectId=latch-dev`, {
          headers: { Origin: 'http://localhost:5173' },
        })
      ).json()) as {
        count: number
      }
      expect(wallets.count).toBeGreaterThan(539)
    } finally {
      await second.stop()
    }
  })

  it('creates a missing data directory and locks it while open', {
    timeout: 120_000,
  }, async () => {
    if (target.driver !== 'pglite') return
    const parent = mkdtempSync(join(tmpdir(), 'latch-server-start-'))
    const dataDir = join(parent, 'nested', 'data')
    const server = await startServer({ port: 0, dataDir })
    try {
      expect(existsSync(dataDir)).toBe(true)
      // The CLI in another process, or a second handle here, must not open a directory a server holds.
      await expect(createDatabase({ dataDir })).rejects.toThrow(DataDirInUseError)
      await expect(startServer({ port: 0, dataDir })).rejects.toThrow(
        /in use by process \d+ \(this process\)/,
      )
    } finally {
      await server.stop()
      rmSync(parent, { recursive: true, force: true })
    }
  })

  it('in production: seeds no development project, needs PUBLIC_URL and builds icon URLs from it', {
    timeout: 120_000,
  }, async () => {
    await expect(startServer({ port: 0, ...target.options, mode: 'production' })).rejects.toThrow(
      'Production mode needs PUBLIC_URL',
    )
    const parent = mkdtempSync(join(tmpdir(), 'latch-server-production-'))
    const server = await startServer({
      port: 0,
      dataDir: parent,
      mode: 'production',
      publicUrl: 'https://api.example.com/',
      chains: [{ chainId: 31337, rpcUrls: ['http://127.0.0.1:9'] }],
    })
    try {
      const dev = await fetch(`${server.url}/getWallets?projectId=latch-dev`, {
        headers: { Origin: 'http://localhost:5173' },
      })
      expect(dev.status).toBe(403)
      expect(((await dev.json()) as { code: string }).code).toBe('PROJECT_NOT_FOUND')
    } finally {
      await server.stop()
    }
    const database = await createDatabase({ dataDir: parent })
    try {
      const { key } = await createProject(database.db, {
        id: 'shop',
        name: 'Shop',
        allowedOrigins: ['https://shop.example.com'],
      }).then((project) => ({ key: project.secretKey }))
      expect(key).toMatch(/^lsk_/)
    } finally {
      await database.close()
    }
    const again = await startServer({
      port: 0,
      dataDir: parent,
      mode: 'production',
      publicUrl: 'https://api.example.com',
      chains: [{ chainId: 31337, rpcUrls: ['http://127.0.0.1:9'] }],
    })
    try {
      // A Host header of the client's choosing does not make it into the URLs of the answer.
      const tokens = await fetch(`${again.url}/v1/convert/tokens?projectId=shop&chainId=eip155:31337`, {
        headers: { Origin: 'https://shop.example.com', Host: 'evil.example.org' },
      })
      expect(tokens.status).toBe(200)
      const body = (await tokens.json()) as { tokens: { logoUri: string }[] }
      expect(body.tokens.length).toBeGreaterThan(0)
      for (const token of body.tokens)
        expect(token.logoUri).toMatch(/^https:\/\/api\.example\.com\/public\/getTokenImage\//)
    } finally {
      await again.stop()
      rmSync(parent, { recursive: true, force: true })
    }
  })

  it('refuses a swap fee recipient that is not an address before opening anything', async () => {
    await expect(startServer({ port: 0, ...target.options, swapFeeRecipient: '0x1234' })).rejects.toThrow(
      'SWAP_FEE_RECIPIENT must be an EVM address (0x and 40 hex characters), got "0x1234"',
    )
  })
})
