import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from './db/createDatabase.js'
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
    expect(created.code).toBe(0)
    const [createdLine, keyLine] = created.out.split('\n')
    expect(createdLine).toBe('Created project shop (Shop)')
    const secretKey = /^Secret key: (lsk_[A-Za-z0-9_-]{43})$/.exec(keyLine ?? '')?.[1] ?? ''
    expect(secretKey).not.toBe('')

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
    // The key is printed once; its hash never.
    expect(quiet.out).toMatch(/"secretKey":"lsk_/)
    expect(quiet.out).not.toContain('secretKeyHash')

    // As `npm run server -- projects list` passes it.
    const listed = await cli('serve', 'projects', 'list')
    expect(listed.code).toBe(0)
    expect(listed.out.split('\n')).toEqual([
      'latch-dev\tLatch development\thttp://localhost:* http://127.0.0.1:*\tanalytics on\tsponsored (at most 50000000000000000 wei per operation, 100 operations per account and day, 10000 operations a day in all, at most 100000000000000000000 wei a day in all)\tlogins e-mail, passkey, google, x, discord, farcaster, github, apple, facebook\tno key (projects rotate-key)',
      `shop\tShop\thttps://shop.example.com http://localhost:*\tanalytics on\tnot sponsored\tlogins e-mail, passkey, google, x, discord, farcaster, github, apple, facebook\tkey ${secretKey.slice(0, 10)}…`,
      `${quietProject.id}\tQuiet\thttps://*.quiet.io\tanalytics off\tnot sponsored\tlogins e-mail, passkey, google, x, discord, farcaster, github, apple, facebook\tkey ${quietProject.secretKeyHint}…`,
    ])

    // Rotating prints a new key, which replaces the old one.
    const rotated = await cli('projects', 'rotate-key', '--id', 'shop', '--json')
    expect(rotated.code).toBe(0)
    const newKey = (JSON.parse(rotated.out) as { secretKey: string }).secretKey
    expect(newKey).toMatch(/^lsk_/)
    expect(newKey).not.toBe(secretKey)
    expect((await cli('projects', 'rotate-key', '--id', 'ghost')).err).toBe('No project with id "ghost"')

    // The paymaster sponsors a project's smart accounts once its operator says so, within the limits given.
    const sponsor = await cli(
      'projects',
      'sponsor',
      '--id',
      'shop',
      '--max-cost-wei',
      '1000',
      '--per-account-per-day',
      '5',
    )
    expect(sponsor).toMatchObject({
      code: 0,
      out: 'shop: the paymaster sponsors its smart accounts (at most 1000 wei per operation, 5 operations per account and day, no daily limit for the project, no daily budget in wei)',
    })
    expect((await cli('projects', 'sponsor', '--id', 'shop', '--per-account-per-day', 'many')).err).toBe(
      '--per-account-per-day takes a whole number of operations, not "many"',
    )
    expect((await cli('projects', 'sponsor', '--id', 'shop', '--max-cost-wei', '0.1')).err).toBe(
      'The cost limit "0.1" must be a whole number of wei',
    )
    expect((await cli('projects', 'sponsor', '--id', 'shop', '--off', '--max-cost-wei', '1')).code).toBe(2)
    expect((await cli('projects', 'sponsor', '--id', 'ghost')).err).toBe('No project with id "ghost"')
    const sponsoredList = JSON.parse((await cli('projects', 'list', '--json')).out) as Project[]
    expect(sponsoredList.find((project) => project.id === 'shop')?.sponsorship).toEqual({
      maxOperationCostWei: '1000',
      maxOperationsPerAccountPerDay: 5,
    })

    // A budget for the whole project: a number of operations and their total cost a day; the policy is
    // replaced as a whole, and shown whole, by sponsor and by list.
    const budget = await cli(
      'projects',
      'sponsor',
      '--id',
      'shop',
      '--per-account-per-day',
      '5',
      '--per-day',
      '500',
      '--max-cost-wei-per-day',
      '2000000000000000000',
    )
    expect(budget).toMatchObject({
      code: 0,
      out: 'shop: the paymaster sponsors its smart accounts (no cost limit per operation, 5 operations per account and day, 500 operations a day in all, at most 2000000000000000000 wei a day in all)',
    })
    expect((await cli('projects', 'list')).out.split('\n')).toContain(
      `shop\tShop\thttps://shop.example.com http://localhost:*\tanalytics on\tsponsored (no cost limit per operation, 5 operations per account and day, 500 operations a day in all, at most 2000000000000000000 wei a day in all)\tlogins e-mail, passkey, google, x, discord, farcaster, github, apple, facebook\tkey ${newKey.slice(0, 10)}…`,
    )
    const budgetList = JSON.parse((await cli('projects', 'list', '--json')).out) as Project[]
    expect(budgetList.find((project) => project.id === 'shop')?.sponsorship).toEqual({
      maxOperationsPerAccountPerDay: 5,
      maxOperationsPerDay: 500,
      maxCostWeiPerDay: '2000000000000000000',
    })
    expect(
      JSON.parse((await cli('projects', 'sponsor', '--id', 'shop', '--per-day', '7', '--json')).out),
    ).toEqual({ id: 'shop', sponsorship: { maxOperationsPerDay: 7 } })
    expect((await cli('projects', 'sponsor', '--id', 'shop', '--per-day', '1e3')).err).toBe(
      '--per-day takes a whole number of operations, not "1e3"',
    )
    expect((await cli('projects', 'sponsor', '--id', 'shop', '--per-day', '0')).err).toBe(
      'The daily limit of the project "0" must be a whole number of operations, at least 1',
    )
    expect((await cli('projects', 'sponsor', '--id', 'shop', '--max-cost-wei-per-day', '2 ETH')).err).toBe(
      'The daily budget "2 ETH" must be a whole number of wei',
    )
    expect((await cli('projects', 'sponsor', '--id', 'shop', '--off', '--per-day', '1')).code).toBe(2)
    expect((await cli('projects', 'sponsor', '--id', 'shop')).out).toBe(
      'shop: the paymaster sponsors its smart accounts (no cost limit per operation, no daily limit per account, no daily limit for the project, no daily budget in wei)',
    )
    expect((await cli('projects', 'sponsor', '--id', 'shop', '--off')).out).toBe(
      'shop: its smart accounts pay their own gas',
    )

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

  it("chooses the embedded wallet's logins a project offers", { timeout: 120_000 }, async () => {
    const chosen = await cli(
      'projects',
      'logins',
      '--id',
      'shop',
      '--email',
      'off',
      '--passkey',
      'off',
      '--socials',
      'GitHub, google',
    )
    expect(chosen).toMatchObject({ code: 0, err: '' })
    expect(chosen.out.split('\n')[0]).toBe('shop: logins github, google')
    // A flag not given keeps that setting.
    expect(
      JSON.parse((await cli('projects', 'logins', '--id', 'shop', '--email', 'on', '--json')).out),
    ).toEqual({
      id: 'shop',
      logins: { email: true, passkey: false, socials: ['github', 'google'] },
    })
    expect((await cli('projects', 'logins', '--id', 'shop', '--socials', 'none')).out.split('\n')[0]).toBe(
      'shop: logins e-mail',
    )
    expect((await cli('projects', 'logins', '--id', 'shop', '--email', 'off')).out.split('\n')[0]).toBe(
      'shop: no login but wallets',
    )
    expect((await cli('projects', 'list')).out).toMatch(/^shop\tShop\t.*\tno login but wallets\tkey /m)

    expect(await cli('projects', 'logins', '--id', 'shop', '--socials', 'google,myspace')).toMatchObject({
      code: 1,
      err: '"myspace" is not a social login: use google, github, apple, facebook, x, discord or farcaster',
    })
    expect(await cli('projects', 'logins', '--id', 'shop', '--email', 'yes')).toMatchObject({
      code: 2,
      err: '--email takes on or off, not "yes"',
    })
    expect((await cli('projects', 'logins', '--id', 'shop')).code).toBe(2)
    expect((await cli('projects', 'logins', '--email', 'on')).code).toBe(2)
    expect(await cli('projects', 'logins', '--id', 'ghost', '--email', 'on')).toMatchObject({
      code: 1,
      err: 'No project with id "ghost"',
    })
    const listed = JSON.parse((await cli('projects', 'list', '--json')).out) as Project[]
    expect(listed.find((project) => project.id === 'shop')?.logins).toEqual({
      email: false,
      passkey: false,
      socials: [],
    })
  })

  it('serves in production only with PUBLIC_URL', async () => {
    const err: string[] = []
    const io: CliIo = {
      out: () => {},
      err: (line) => err.push(line),
      env: { ...target.env, NODE_ENV: 'production', PORT: '0' },
    }
    expect(await runCli(['serve'], io)).toBe(2)
    expect(err.join('\n')).toContain('Production mode needs PUBLIC_URL')
  })
})

describe('latch-server migrate', () => {
  it('applies the migrations and says how many the database has', async () => {
    const migrated = await cli('migrate')
    expect(migrated).toMatchObject({ code: 0, err: '' })
    const count = Number(/^Database up to date: (\d+) migrations applied$/.exec(migrated.out)?.[1])
    expect(count).toBe(readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql')).length)
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
