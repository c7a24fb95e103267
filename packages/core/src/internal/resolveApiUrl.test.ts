import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { ApiUrlRequiredError } from '../errors/api.js'
import { devnet } from '../test/testAdapter.js'
import { createMemoryStorage } from '../utils/createMemoryStorage.js'

const create = (apiUrl?: string) =>
  createLatch({
    projectId: 't',
    networks: [devnet],
    storage: createMemoryStorage(),
    ...(apiUrl ? { apiUrl } : {}),
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
