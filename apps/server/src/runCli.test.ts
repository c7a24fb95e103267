import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Project } from './projects/createProject.js'
import { listProjects } from './projects/listProjects.js'
import { type CliIo, runCli } from './runCli.js'
import { createTestDatabaseTarget, type TestDatabaseTarget } from './testing/testDatabase.js'

let target: TestDatabaseTarget
beforeAll(async () => {
  target = await createTestDatabaseTarget()
})
afterAll(() => target?.cleanup())

async function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), env: { ...target.env } }
  const code = await runCli(argv, io)
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('latch-server projects', () => {
  it('creates projects and lists them back, with the dev project present', { timeout: 120_000 }, async () => {
    const created = await cli(
      'projects',
      'create',
      '--name',
      'Shop',
      '--origin',
      'https://shop.example.com',
      '--origin',
      'http://localhost:*',
      '--id',
      'shop',
    )
    expect(created).toEqual({ code: 0, out: 'Created project shop (Shop)', err: '' })

    const quiet = await cli(
      'projects',
      'create',
      '--name',
      'Quiet',
      '--origin',
      'https://*.quiet.io',
      '--no-analytics',
      '--json',
    )
    expect(quiet.code).toBe(0)
    const quietProject = JSON.parse(quiet.out) as Project
    expect(quietProject.id).toMatch(/^[0-9a-f]{32}$/)
    expect(quietProject.analyticsEnabled).toBe(false)

    // As `npm run server -- projects list` passes it.
    const listed = await cli('serve', 'projects', 'list')
    expect(listed.code).toBe(0)
    expect(listed.out.split('\n')).toEqual([
      'latch-dev\tLatch development\thttp://localhost:* http://127.0.0.1:*\tanalytics on',
      'shop\tShop\thttps://shop.example.com http://localhost:*\tanalytics on',
      `${quietProject.id}\tQuiet\thttps://*.quiet.io\tanalytics off`,
    ])

    // The CLI wrote to the same database a server would open.
    const database = await target.open()
    try {
      const projects = await listProjects(database.db)
      expect(projects.find((project) => project.id === 'shop')?.allowedOrigins).toEqual([
        'https://shop.example.com',
        'http://localhost:*',
      ])
    } finally {
      await database.close()
    }
  })

  it('refuses invalid input with a message and a non-zero exit code', { timeout: 120_000 }, async () => {
    const duplicate = await cli(
      'projects',
      'create',
      '--name',
      'Again',
      '--origin',
      'https://a.io',
      '--id',
      'shop',
    )
    expect(duplicate).toMatchObject({ code: 1, err: 'A project with id "shop" already exists' })
    const badOrigin = await cli('projects', 'create', '--name', 'Bad', '--origin', 'shop.example.com')
    expect(badOrigin.code).toBe(1)
    expect(badOrigin.err).toMatch(/"shop.example.com" is not an origin/)
    const noOrigin = await cli('projects', 'create', '--name', 'None')
    expect(noOrigin.code).toBe(1)
    expect(noOrigin.err).toMatch(/at least one allowed origin/)
    expect((await cli('projects', 'create', '--origin', 'https://a.io')).code).toBe(2)
    expect((await cli('projects', 'list', '--bogus')).code).toBe(2)
    expect((await cli('frobnicate')).code).toBe(2)
  })
})

describe('latch-server indexer', () => {
  it('needs LATCH_CHAINS, and rejects a malformed one before opening anything', async () => {
    const missing = await cli('indexer')
    expect(missing.code).toBe(2)
    expect(missing.err).toContain('The indexer needs LATCH_CHAINS')

    const err: string[] = []
    const io: CliIo = {
      out: () => {},
      err: (line) => err.push(line),
      env: { ...target.env, LATCH_CHAINS: '31337=ftp://127.0.0.1:8545' },
    }
    expect(await runCli(['indexer'], io)).toBe(2)
    expect(err.join('\n')).toContain('"ftp://127.0.0.1:8545" is not an http(s) URL')
  })
})
