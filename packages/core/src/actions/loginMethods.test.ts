import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createDatabase,
  createProject,
  type StartServerReturnType,
  setLogins,
  startServer,
} from '@latch/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { fetchFromPage, testPageOrigin } from '../test/fetchFromPage.js'
import { createTestAdapter, createTestWallet, devnet } from '../test/testAdapter.js'
import type { Features } from '../types.js'
import { fetchLoginMethods } from './fetchLoginMethods.js'
import { getConfiguredLoginMethods } from './getConfiguredLoginMethods.js'
import { getLoginMethods } from './getLoginMethods.js'
import { getSocialProviders } from './getSocialProviders.js'

// A real server: it serves e-mail (a mailer, never used here), GitHub and Google (OAuth clients, never reached) and
// Farcaster; the development project offers every login, `email-only` and `github-only` what their names say.

const oauth2 = {
  kind: 'oauth2' as const,
  authorizationEndpoint: 'https://provider.example/authorize',
  tokenEndpoint: 'https://provider.example/token',
  userInfoEndpoint: 'https://provider.example/user',
  clientId: 'latch',
  clientSecret: 'latch-secret',
}

let server: StartServerReturnType | undefined
let dataDir = ''
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-core-logins-'))
  const setup = await createDatabase({ dataDir })
  try {
    for (const id of ['email-only', 'github-only'])
      await createProject(setup.db, { id, name: id, allowedOrigins: [testPageOrigin] })
    await setLogins(setup.db, 'email-only', { email: true, socials: [] })
    await setLogins(setup.db, 'github-only', { email: false, socials: ['github'] })
  } finally {
    await setup.close()
  }
  server = await startServer({
    port: 0,
    dataDir,
    indexer: false,
    chains: [],
    smtpUrl: 'smtp://127.0.0.1:9',
    socials: {
      '*': {
        github: oauth2,
        google: {
          kind: 'oidc',
          issuer: 'https://accounts.example',
          clientId: 'latch',
          clientSecret: 'latch-secret',
        },
      },
    },
  })
})
afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})
afterAll(fetchFromPage())
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const visit = (projectId: string, features: Partial<Features> = {}, apiUrl = server?.url ?? '') =>
  createLatch({
    projectId,
    apiUrl,
    networks: [devnet],
    adapters: [createTestAdapter(createTestWallet())],
    features: { analytics: false, ...features },
  })

describe('the logins Connect shows', () => {
  it("are the dApp's choice that the server offers, in the dApp's order", async () => {
    const latch = visit('latch-dev', { socials: ['github', 'apple', 'farcaster', 'google'] })
    // This server's frame is on an IP address, where no browser runs WebAuthn: it offers no passkeys.
    expect(await fetchLoginMethods(latch)).toEqual({
      email: true,
      passkey: false,
      socials: ['github', 'farcaster', 'google'],
      pending: false,
    })
    expect(getSocialProviders(latch)).toEqual(['github', 'farcaster', 'google'])
    expect(await fetchLoginMethods(visit('email-only'))).toEqual({
      email: true,
      passkey: false,
      socials: [],
      pending: false,
    })
    expect(await fetchLoginMethods(visit('github-only'))).toEqual({
      email: false,
      passkey: false,
      socials: ['github'],
      pending: false,
    })
    // What the dApp switched off stays off, whatever the server offers.
    expect(await fetchLoginMethods(visit('latch-dev', { email: false, socials: false }))).toEqual({
      email: false,
      passkey: false,
      socials: [],
      pending: false,
    })
  })

  it('are none until the server answers, so none appears and is then taken back', async () => {
    const latch = visit('email-only')
    const shown: string[] = []
    latch.store.subscribe(() => {
      const { email, socials } = getLoginMethods(latch)
      shown.push([...(email ? ['email'] : []), ...socials].join(','))
    })
    expect(getLoginMethods(latch)).toEqual({ email: false, passkey: false, socials: [], pending: true })
    // The dApp's choice is still known, for what the widget prepares ahead.
    expect(getConfiguredLoginMethods(latch).email).toBe(true)
    const request = fetchLoginMethods(latch)
    expect(getLoginMethods(latch).pending).toBe(true)
    await request
    expect(getLoginMethods(latch)).toEqual({ email: true, passkey: false, socials: [], pending: false })
    // Every state the view could have rendered only added logins: none was shown and then hidden.
    expect(shown.filter(Boolean).every((entry) => entry === 'email')).toBe(true)
  })

  it('are asked once for the page, in one request, and not at all when the dApp enabled none', async () => {
    const requests: string[] = []
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      requests.push(new URL(String(input)).pathname)
      return realFetch(input, init)
    })
    const latch = visit('github-only')
    await Promise.all([fetchLoginMethods(latch), fetchLoginMethods(latch)])
    await fetchLoginMethods(latch)
    expect(requests).toEqual(['/v1/logins'])
    await fetchLoginMethods(visit('latch-dev', { email: false, passkey: false, socials: false }))
    expect(requests).toEqual(['/v1/logins'])
  })

  it("are the dApp's choice when the server cannot answer", async () => {
    const unknown = visit('ghost')
    expect(await fetchLoginMethods(unknown)).toMatchObject({ email: true, pending: false })
    expect(getSocialProviders(unknown)).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    const unreachable = visit('latch-dev', { socials: ['github'] }, 'http://127.0.0.1:9')
    expect(await fetchLoginMethods(unreachable)).toEqual({
      email: true,
      passkey: true,
      socials: ['github'],
      pending: false,
    })
  })

  it("shows the dApp's choice after 8 s without an answer, and drops an answer that comes later", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let answer: (response: Response) => void = () => {}
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const latch = visit('latch-dev', { socials: ['github'] })
    const request = fetchLoginMethods(latch)
    vi.advanceTimersByTime(7_999)
    expect(getLoginMethods(latch).pending).toBe(true)
    vi.advanceTimersByTime(1)
    expect(await request).toEqual({ email: true, passkey: true, socials: ['github'], pending: false })
    answer(Response.json({ email: false, socials: [] }))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    expect(getLoginMethods(latch)).toEqual({
      email: true,
      passkey: true,
      socials: ['github'],
      pending: false,
    })
  })
})
