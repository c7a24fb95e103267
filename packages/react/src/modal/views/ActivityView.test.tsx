// @vitest-environment happy-dom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Latch, openModal, type Transaction } from '@latch/core'
import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../../LatchProvider.js'
import { loadModal } from '../../loadModal.js'
import { createTestLatch } from '../../test/createTestLatch.js'

const address = '0x1111111111111111111111111111111111111111'
const year = new Date().getFullYear()

let seq = 0
function item(
  minedAt: string,
  transfers: Transaction['transfers'],
  chain: Transaction['metadata']['chain'] = 'eip155:31337',
): Transaction {
  seq++
  const hash = `0x${seq.toString(16).padStart(64, '0')}`
  return {
    id: `${chain}:${hash}`,
    metadata: {
      minedAt,
      chain,
      status: 'confirmed',
      operationType: 'receive',
      sentFrom: '0x2',
      sentTo: address,
      hash,
    },
    transfers,
  }
}
const eth = (numeric: string, direction: 'in' | 'out' = 'in') => ({
  fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: '' } },
  direction,
  quantity: { numeric, decimals: 18 },
})
const spamNft = {
  nft_info: { name: 'Free mint #1', flags: { is_spam: true } },
  direction: 'in' as const,
  quantity: { numeric: '1' },
}

const recent = item(new Date(Date.now() - 60_000).toISOString(), [eth('1.23456')])
const spam = item(new Date(Date.now() - 120_000).toISOString(), [spamNft])
const lastDecember = item(`${year - 1}-12-15T12:00:00.000Z`, [eth('0.5', 'out')])
const otherChain = item(`${year - 1}-12-10T12:00:00.000Z`, [eth('9')], 'eip155:31338')
const older = item(`${year - 2}-06-15T12:00:00.000Z`, [eth('42')])

let server: Server | undefined
let unmount: (() => void) | undefined
afterEach(async () => {
  await act(async () => unmount?.())
  unmount = undefined
  for (const host of document.querySelectorAll('[data-latch-modal]')) host.remove()
  await new Promise((resolve) => server?.close(resolve))
})

/** A real HTTP server answering the history endpoint in the Latch server's shape, two pages. */
async function startHistoryServer(): Promise<{ apiUrl: string; release(): void }> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    response.setHeader('content-type', 'application/json')
    response.setHeader('access-control-allow-origin', '*')
    if (url.pathname !== `/v1/account/${address}/history`) {
      response.statusCode = 404
      return response.end('{}')
    }
    if (url.searchParams.get('cursor') === 'page-2') {
      await held
      return response.end(JSON.stringify({ data: [older], next: null }))
    }
    response.end(JSON.stringify({ data: [recent, spam, lastDecember, otherChain], next: 'page-2' }))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return { apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, release: () => release() }
}

async function openActivity(latch: Latch) {
  latch.store.setState({
    status: 'connected',
    activeNamespace: 'eip155',
    connections: [
      { id: 'injected', namespace: 'eip155', address, caipNetworkId: 'eip155:31337', type: 'INJECTED' },
    ],
  })
  ;({ unmount } = render(<LatchProvider latch={latch} />))
  await loadModal()
  await act(async () => openModal(latch, { view: 'Activity' }))
  return () => document.querySelector('[data-latch-modal]')?.shadowRoot
}

const texts = (root: ShadowRoot | null | undefined, testId: string) =>
  [...(root?.querySelectorAll(`[data-testid="${testId}"]`) ?? [])].map((el) => el.textContent)

describe('Activity view', () => {
  it('groups by month (with the year when not this year), hides spam and other networks, loads more', async () => {
    const { apiUrl, release } = await startHistoryServer()
    const latch = createTestLatch({ apiUrl, storage: null })
    const root = await openActivity(latch)
    const month = (date: Date) => new Intl.DateTimeFormat('en', { month: 'long' }).format(date)

    await vi.waitFor(() => expect(texts(root(), 'activity-item')).toHaveLength(2))
    expect(texts(root(), 'activity-group-title')).toEqual([
      month(new Date(recent.metadata.minedAt)),
      `December ${year - 1}`,
    ])
    expect(texts(root(), 'activity-item-description')).toEqual(['+1.234 ETH', '-0.500 ETH'])

    const more = root()?.querySelector<HTMLButtonElement>('[data-testid="activity-load-more"]')
    expect(more?.textContent).toBe('Load more')
    await act(async () => more?.click())
    await vi.waitFor(() => expect(more?.getAttribute('aria-busy')).toBe('true'))
    expect(more?.textContent).toBe('Loading…')
    release()
    await vi.waitFor(() => expect(texts(root(), 'activity-item')).toHaveLength(3))
    expect(texts(root(), 'activity-group-title').at(-1)).toBe(`June ${year - 2}`)
    expect(root()?.querySelector('[data-testid="activity-load-more"]')).toBeNull()
  })

  it('shows a transaction sent from the modal as pending on top', async () => {
    const { apiUrl } = await startHistoryServer()
    const latch = createTestLatch({ apiUrl, storage: null })
    const pending = item(new Date().toISOString(), [eth('0.1', 'out')])
    const local: Transaction = {
      ...pending,
      metadata: { ...pending.metadata, status: 'pending', operationType: 'send', sentFrom: address },
    }
    latch.store.setState((s) => ({ transactions: { ...s.transactions, local: [local] } }))
    const root = await openActivity(latch)
    await vi.waitFor(() => expect(texts(root(), 'activity-item')).toHaveLength(3))
    const first = root()?.querySelector('[data-testid="activity-item"]')
    expect(first?.getAttribute('data-status')).toBe('pending')
    expect(first?.querySelector('[data-testid="activity-item-status"]')?.textContent).toBe('Pending')
    expect(first?.querySelector('.name')?.textContent).toBe('Sent')
  })
})
