import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { devnet } from '../test/testAdapter.js'
import { closeModal } from './closeModal.js'
import { openModal } from './openModal.js'
import { trackEvent } from './trackEvent.js'

type Hit = { method: string; path: string; query: URLSearchParams; body: unknown }

let server: Server | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/** A real HTTP server answering the analytics endpoints the way the Latch server does. */
async function startAnalyticsServer(options: { eventStatus?: number; enabled?: boolean } = {}) {
  const hits: Hit[] = []
  server = createServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    let text = ''
    for await (const chunk of request) text += chunk
    hits.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    })
    response.setHeader('content-type', 'application/json')
    if (url.pathname === '/getAnalyticsConfig')
      return response.end(JSON.stringify({ isAnalyticsEnabled: options.enabled ?? true }))
    if (url.pathname === '/e' && options.eventStatus === 403) {
      response.statusCode = 403
      return response.end(
        JSON.stringify({
          code: 'origin_not_allowed',
          title: 'Invalid App Configuration',
          message: "Origin not found on Allowlist - update configuration on the provider's cloud dashboard",
        }),
      )
    }
    response.statusCode = 202
    response.end(JSON.stringify({ ok: true }))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { hits, apiUrl: `http://127.0.0.1:${port}` }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150))
const make = (apiUrl: string, analytics = true) =>
  createLatch({ projectId: 'latch-dev', apiUrl, networks: [devnet], storage: null, features: { analytics } })

describe('analytics', () => {
  it('sends nothing before the first open, then the config call and the queued events', async () => {
    const { hits, apiUrl } = await startAnalyticsServer()
    const latch = make(apiUrl)
    trackEvent(latch, { event: 'DISCONNECT_SUCCESS' })
    await settle()
    expect(hits).toEqual([])

    openModal(latch)
    await vi.waitFor(() =>
      expect(hits.map((h) => `${h.method} ${h.path}`)).toEqual([
        'GET /getAnalyticsConfig',
        'POST /e',
        'POST /e',
      ]),
    )
    const config = hits[0] as Hit
    expect(Object.fromEntries(config.query)).toEqual({
      projectId: 'latch-dev',
      st: 'latch',
      sv: 'react-latch-0.1.0',
    })
    const post = hits[2] as Hit
    expect(Object.fromEntries(post.query)).toEqual({
      projectId: 'latch-dev',
      st: 'latch',
      sv: 'react-latch-0.1.0',
    })
    expect(post.body).toMatchObject({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: expect.any(String),
      domain: expect.any(String),
      timestamp: expect.any(Number),
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
    closeModal(latch)
    await vi.waitFor(() =>
      expect(
        hits.map((h) => (h.body as { props?: { event?: string } } | undefined)?.props?.event).filter(Boolean),
      ).toEqual(['DISCONNECT_SUCCESS', 'MODAL_OPEN', 'MODAL_CLOSE']),
    )
    expect(hits.filter((h) => h.path === '/getAnalyticsConfig')).toHaveLength(1)
  })

  it('sends the page URL without its query and fragment', async () => {
    vi.stubGlobal('window', {
      location: new URL('https://shop.example.com/checkout/pay?email=a%40b.c&token=secret#session=42'),
    })
    try {
      const { hits, apiUrl } = await startAnalyticsServer()
      const latch = make(apiUrl)
      openModal(latch)
      const sent = await vi.waitFor(() => {
        const bodies = hits
          .filter((hit) => hit.path === '/e')
          .map((hit) => hit.body as { url: string; domain: string })
        expect(bodies.length).toBeGreaterThan(0)
        return bodies
      })
      for (const body of sent) {
        expect(body.url).toBe('https://shop.example.com/checkout/pay')
        expect(body.domain).toBe('shop.example.com')
      }
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('on 403 shows the server title and message once, then stops sending', async () => {
    const { hits, apiUrl } = await startAnalyticsServer({ eventStatus: 403 })
    const latch = make(apiUrl)
    openModal(latch)
    await vi.waitFor(() => expect(latch.store.getState().alerts).toHaveLength(1))
    trackEvent(latch, { event: 'SELECT_WALLET' })
    closeModal(latch)
    openModal(latch)
    await settle()
    expect(hits.filter((h) => h.path === '/e')).toHaveLength(1)
    expect(latch.store.getState().alerts).toEqual([
      {
        id: 1,
        variant: 'error',
        title: 'Invalid App Configuration',
        message: "Origin not found on Allowlist - update configuration on the provider's cloud dashboard",
      },
    ])
  })

  it('sends nothing when the server disables analytics or the feature is off', async () => {
    const disabled = await startAnalyticsServer({ enabled: false })
    const latch = make(disabled.apiUrl)
    openModal(latch)
    await vi.waitFor(() => expect(disabled.hits.map((h) => h.path)).toEqual(['/getAnalyticsConfig']))
    await settle()
    expect(disabled.hits.map((h) => h.path)).toEqual(['/getAnalyticsConfig'])
    await new Promise((resolve) => server?.close(resolve))

    const off = await startAnalyticsServer()
    const quiet = make(off.apiUrl, false)
    const seen: string[] = []
    quiet.internal.eventListeners.add((e) => seen.push(e.event))
    openModal(quiet)
    await settle()
    expect(off.hits).toEqual([])
    expect(seen).toEqual(['MODAL_OPEN'])
  })
})
