import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch.js'
import { createTestAdapter, createTestWallet, devnet, testConnector } from '../test/testAdapter.js'
import { chainIdToCoinType } from '../utils/chainIdToCoinType.js'
import { validateAccountName } from '../utils/validateAccountName.js'
import { connect } from './connect.js'
import { fetchIdentity } from './fetchIdentity.js'
import { fetchNameSuggestions } from './fetchNameSuggestions.js'
import { navigate } from './navigate.js'
import { registerAccountName } from './registerAccountName.js'
import { resolveName } from './resolveName.js'

type Hit = { method: string; path: string; body: unknown }
type Answer = { status: number; body: unknown }

let server: Server | undefined
afterEach(async () => {
  const running = server
  server = undefined
  if (running) await new Promise((resolve) => running.close(resolve))
})

/** A real HTTP server standing in for the name service: it records requests and answers as the test says. */
async function startNameService(answer: (hit: Hit) => Answer) {
  const hits: Hit[] = []
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    let text = ''
    for await (const chunk of request) text += chunk
    const hit = {
      method: request.method ?? '',
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
    }
    hits.push(hit)
    const { status, body } = answer(hit)
    response.statusCode = status
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return { hits, apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

async function connected(apiUrl: string) {
  const wallet = createTestWallet()
  const latch = createLatch({
    projectId: 'test',
    apiUrl,
    networks: [devnet],
    adapters: [createTestAdapter(wallet)],
    storage: null,
    features: { analytics: false },
  })
  latch.store.setState({ connectors: [testConnector] })
  await connect(latch, { connectorId: testConnector.id })
  return { latch, wallet, address: wallet.accounts[0] as string }
}

describe('account-name rule and coin types', () => {
  it('needs 4 characters of letters, digits and hyphens', () => {
    expect(validateAccountName('abc')?.shortMessage).toBe('Name must be at least 4 characters long')
    expect(validateAccountName('ali$e')?.shortMessage).toBe('Only letters, numbers and hyphens are allowed')
    expect(validateAccountName('al ice')?.reason).toBe('invalidCharacters')
    expect(validateAccountName('Alice-2')).toBeUndefined()
  })

  it('maps chain ids to ENSIP-11 coin types and refuses ids at or above 2^31', () => {
    expect(chainIdToCoinType(1)).toBe(60)
    expect(chainIdToCoinType(31337)).toBe(2147514985)
    expect(() => chainIdToCoinType(2 ** 31)).toThrow('Invalid chainId')
  })
})

describe('name lookups', () => {
  it('stores the connected account name and asks the service once in 5 minutes', async () => {
    const service = await startNameService(() => ({ status: 200, body: [{ name: 'alice.latch.id' }] }))
    const { latch, address } = await connected(service.apiUrl)
    expect(await fetchIdentity(latch)).toBe('alice.latch.id')
    expect(latch.store.getState().identity).toEqual({ address, name: 'alice.latch.id' })
    expect(await fetchIdentity(latch)).toBe('alice.latch.id')
    expect(service.hits.map((h) => h.path)).toEqual([`/v1/profile/reverse/${address}`])
  })

  it('resolves a name to the address of the active chain, cached; an unknown name is no error', async () => {
    const service = await startNameService(({ path }) =>
      path.endsWith('alice.latch.id')
        ? {
            status: 200,
            body: {
              name: 'alice.latch.id',
              addresses: {
                '60': { address: '0x0000000000000000000000000000000000000001' },
                '2147514985': { address: '0x0000000000000000000000000000000000000002' },
              },
            },
          }
        : { status: 404, body: { code: 'NAME_NOT_FOUND', message: 'No account is registered', reasons: [] } },
    )
    const { latch } = await connected(service.apiUrl)
    expect(await resolveName(latch, { name: 'Alice.latch.id' })).toBe(
      '0x0000000000000000000000000000000000000002',
    )
    expect(await resolveName(latch, { name: 'alice.latch.id' })).toBe(
      '0x0000000000000000000000000000000000000002',
    )
    expect(await resolveName(latch, { name: 'nobody.latch.id' })).toBeUndefined()
    expect(await resolveName(latch, { name: 'nobody.latch.id' })).toBeUndefined()
    // One request for the cached name; a miss is asked again (it may be registered a moment later).
    expect(service.hits).toHaveLength(3)
  })

  it('never resolves to an address registered for another chain', async () => {
    const service = await startNameService(() => ({
      status: 200,
      body: {
        name: 'mainnet-only.latch.id',
        // Registered for Ethereum mainnet (coin type 60) only; the widget is on 31337.
        addresses: { '60': { address: '0x0000000000000000000000000000000000000001' } },
      },
    }))
    const { latch } = await connected(service.apiUrl)
    expect(await resolveName(latch, { name: 'mainnet-only.latch.id' })).toBeUndefined()
  })

  it('uses the specified texts when the service fails', async () => {
    const service = await startNameService(() => ({ status: 500, body: {} }))
    const { latch } = await connected(service.apiUrl)
    await expect(fetchIdentity(latch)).rejects.toThrow('Error fetching names for address')
    await expect(resolveName(latch, { name: 'alice.latch.id' })).rejects.toThrow('Error resolving name')
    await expect(fetchNameSuggestions(latch, { name: 'alice' })).rejects.toThrow(
      'Error fetching name suggestions',
    )
    // A failure is not cached: the next call asks again.
    await expect(fetchIdentity(latch)).rejects.toThrow('Error fetching names for address')
    expect(service.hits.filter((h) => h.path.startsWith('/v1/profile/reverse/'))).toHaveLength(2)
  })
})

describe('registerAccountName', () => {
  it('learns the suffix from the name service, shows the success view first, signs { name, attributes, timestamp }, registers and stores the name', async () => {
    // The operator's suffix comes from the name service, as its suggestions answer it.
    const service = await startNameService((hit) =>
      hit.method === 'GET'
        ? { status: 200, body: { suggestions: [{ name: 'alice.names.example.com', registered: false }] } }
        : { status: 201, body: { name: 'alice.names.example.com' } },
    )
    const { latch, wallet, address } = await connected(service.apiUrl)
    navigate(latch, { view: 'Account' })
    navigate(latch, { view: 'RegisterAccountName' })
    const views: string[] = []
    latch.store.subscribe(
      (s) => `${s.router.view}:${s.modal.loading}`,
      (v) => views.push(v),
    )
    expect(await registerAccountName(latch, { name: 'Alice' })).toBe('alice.names.example.com')
    expect(views).toEqual([
      'RegisterAccountName:true',
      'RegisterAccountNameSuccess:true',
      'RegisterAccountNameSuccess:false',
    ])
    const signed = JSON.parse(wallet.signed?.[0] ?? '{}')
    expect(signed).toEqual({ name: 'alice.names.example.com', attributes: {}, timestamp: expect.any(Number) })
    expect(Math.abs(signed.timestamp - Date.now() / 1000)).toBeLessThan(5)
    expect(service.hits.map((hit) => hit.path)).toEqual([
      '/v1/profile/suggestions/alice',
      '/v1/profile/account',
    ])
    expect(service.hits[1]).toMatchObject({
      method: 'POST',
      path: '/v1/profile/account',
      body: {
        coinType: 2147514985,
        address,
        message: wallet.signed?.[0],
        signature: expect.stringMatching(/^0x/),
      },
    })
    expect(latch.store.getState().identity).toEqual({ address, name: 'alice.names.example.com' })
    // The new name is the cached identity: no reverse lookup follows.
    expect(await fetchIdentity(latch)).toBe('alice.names.example.com')
    expect(service.hits).toHaveLength(2)
  })

  it("returns to the registration view with the service's first reason, or the generic text", async () => {
    let reasons: string[] | undefined = ['alice.latch.id is already registered; choose another name']
    const service = await startNameService(() => ({ status: 409, body: { code: 'NAME_TAKEN', reasons } }))
    const { latch } = await connected(service.apiUrl)
    navigate(latch, { view: 'Account' })
    navigate(latch, { view: 'RegisterAccountName' })
    await expect(registerAccountName(latch, { name: 'alice.latch.id' })).rejects.toThrow(
      'alice.latch.id is already registered; choose another name',
    )
    let state = latch.store.getState()
    expect(state.router.view).toBe('RegisterAccountName')
    expect(state.router.history.map((r) => r.view)).toEqual(['Connect', 'Account'])
    expect(state.modal.loading).toBe(false)
    expect(state.alerts.at(-1)?.title).toBe('alice.latch.id is already registered; choose another name')

    reasons = undefined
    await expect(registerAccountName(latch, { name: 'alice.latch.id' })).rejects.toThrow(
      'Error registering name alice.latch.id',
    )
    state = latch.store.getState()
    expect(state.alerts.at(-1)?.title).toBe('Error registering name alice.latch.id')
    expect(state.identity?.name).toBeUndefined()
  })

  it('a declined signature registers nothing, and an invalid name never reaches the wallet', async () => {
    const service = await startNameService(() => ({ status: 201, body: {} }))
    const { latch, wallet } = await connected(service.apiUrl)
    wallet.failSignWith = 4001
    await expect(registerAccountName(latch, { name: 'alice.latch.id' })).rejects.toThrow(
      'Error registering name alice.latch.id',
    )
    expect(latch.store.getState().router.view).toBe('RegisterAccountName')
    await expect(registerAccountName(latch, { name: 'ab' })).rejects.toThrow(
      'Name must be at least 4 characters long',
    )
    expect(wallet.calls.filter((c) => c === 'personal_sign')).toHaveLength(1)
    expect(service.hits).toHaveLength(0)
  })
})
