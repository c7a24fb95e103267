import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { ApiUrlRequiredError, FrameUrlRequiredError } from '../errors/api.js'
import { devnet } from '../test/testAdapter.js'
import { createMemoryStorage } from '../utils/createMemoryStorage.js'

const create = (apiUrl?: string, more: Partial<Parameters<typeof createLatch>[0]> = {}) =>
  createLatch({
    projectId: 't',
    networks: [devnet],
    storage: createMemoryStorage(),
    ...(apiUrl ? { apiUrl } : {}),
    // The frame's own check is tested below; these pages either set one or offer no login.
    ...(apiUrl ? { frameUrl: 'https://wallet.dapp.example' } : {}),
    ...more,
  })

afterEach(() => vi.unstubAllGlobals())

describe('apiUrl', () => {
  it('is required on a page away from this machine', () => {
    vi.stubGlobal('location', new URL('https://dapp.example/swap'))
    expect(() => create()).toThrow(ApiUrlRequiredError)
    expect(() => create()).toThrow(/https:\/\/dapp\.example set no apiUrl/)
    expect(create('https://api.dapp.example/').config.apiUrl).toBe('https://api.dapp.example')
  })

  it('defaults to the local server on a page on localhost, and where there is no page', () => {
    for (const page of ['http://localhost:5173/', 'http://127.0.0.1:4000/', 'http://[::1]:3000/']) {
      vi.stubGlobal('location', new URL(page))
      expect(create().config.apiUrl).toBe('http://127.0.0.1:8787')
    }
    vi.unstubAllGlobals()
    expect(create().config.apiUrl).toBe('http://127.0.0.1:8787')
  })
})

describe('frameUrl', () => {
  const api = 'https://api.dapp.example'
  it('is required on a page away from this machine that offers e-mail or social login', () => {
    vi.stubGlobal('location', new URL('https://dapp.example/'))
    for (const frameUrl of [undefined, 'http://127.0.0.1:8789', 'http://localhost:8789/']) {
      const make = () =>
        createLatch({ projectId: 't', networks: [devnet], apiUrl: api, ...(frameUrl ? { frameUrl } : {}) })
      expect(make).toThrow(FrameUrlRequiredError)
      expect(make).toThrow(
        /https:\/\/dapp\.example offers e-mail or social login with the wallet frame on localhost/,
      )
    }
    // Only the social logins on: the same.
    expect(() =>
      createLatch({ projectId: 't', networks: [devnet], apiUrl: api, features: { email: false } }),
    ).toThrow(FrameUrlRequiredError)
  })

  it('is not needed without those logins, on localhost, or with the frame on its own site', () => {
    vi.stubGlobal('location', new URL('https://dapp.example/'))
    const noLogins = { features: { email: false, socials: [] } }
    expect(() => createLatch({ projectId: 't', networks: [devnet], apiUrl: api, ...noLogins })).not.toThrow()
    expect(
      createLatch({
        projectId: 't',
        networks: [devnet],
        apiUrl: api,
        frameUrl: 'https://wallet.dapp.example',
      }).config.frameUrl,
    ).toBe('https://wallet.dapp.example')
    vi.stubGlobal('location', new URL('http://localhost:5173/'))
    expect(() => createLatch({ projectId: 't', networks: [devnet] })).not.toThrow()
  })
})
