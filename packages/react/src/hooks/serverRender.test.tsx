// @vitest-environment node
import { cookieStorage, cookieToInitialState, createMemoryStorage, type Latch } from '@latch/core'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  AccountButton,
  ConnectButton,
  LatchEmbedded,
  LatchProvider,
  NetworkButton,
  useLatchAccount,
} from '../exports/index.js'
import { createTestLatch } from '../test/createTestLatch.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function make(storage = createMemoryStorage()): Latch {
  return createTestLatch({ projectId: 'test', storage, reconnectOnLoad: false })
}

function Status() {
  const { status, address } = useLatchAccount()
  return <span data-status={status}>{address ?? 'no address'}</span>
}

/** The account's status and address as a server renders them. */
const statusHtml = (latch: Latch) =>
  renderToString(
    <LatchProvider latch={latch}>
      <Status />
    </LatchProvider>,
  )

// A server render has no DOM at all: this file runs in plain Node, where `document` and `window` do not exist.
describe('server render', () => {
  it('runs with no DOM', () => {
    expect(typeof document).toBe('undefined')
    expect(typeof window).toBe('undefined')
  })

  it('renders the pre-session state, not the session the client has already applied', () => {
    const storage = createMemoryStorage()
    const first = make(storage)
    first.store.setState({ connectedNamespaces: ['eip155'], activeConnectorIds: { eip155: 'x' } })
    const latch = make(storage)
    latch.store.setState({
      status: 'connected',
      activeNamespace: 'eip155',
      connections: [
        {
          id: 'dev.latch.testwallet',
          namespace: 'eip155',
          address,
          caipNetworkId: 'eip155:31337',
          type: 'ANNOUNCED',
        },
      ],
    })
    const html = renderToString(
      <LatchProvider latch={latch}>
        <Status />
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
        <LatchEmbedded />
      </LatchProvider>,
    )
    expect(html).toContain('data-status="disconnected"')
    expect(html).toContain('no address')
    expect(html).toContain('data-latch-embedded="test"')
    expect(html).not.toContain(address)
  })

  it('renders the session of the request’s cookie as being restored, the account shown and not yet connected', () => {
    const stored = {
      state: {
        activeCaipNetworkId: 'eip155:31337',
        activeNamespace: 'eip155',
        activeConnectorIds: { eip155: 'dev.latch.testwallet' },
        connectedNamespaces: ['eip155'],
        sessionAccount: `eip155:31337:${address}`,
      },
      version: 1,
    }
    const cookie = `other=1; latch.store.test=${encodeURIComponent(JSON.stringify(stored))}`
    const initialState = cookieToInitialState({ projectId: 'test' }, cookie)
    expect(initialState?.sessionAccount).toBe(`eip155:31337:${address}`)
    expect(cookieStorage.getItem('latch.store.test')).toBeNull()
    const html = statusHtml(createTestLatch({ projectId: 'test', storage: cookieStorage, initialState }))
    expect(html).toContain('data-status="reconnecting"')
    expect(html).toContain(address)
  })

  it('ignores a cookie that does not parse or names a malformed account', () => {
    expect(cookieToInitialState({ projectId: 'test' }, 'latch.store.test=%7Bnope')).toBeUndefined()
    expect(cookieToInitialState({ projectId: 'test' }, undefined)).toBeUndefined()
    const initialState = cookieToInitialState(
      { projectId: 'test' },
      `latch.store.test=${encodeURIComponent(JSON.stringify({ state: { connectedNamespaces: ['eip155'], sessionAccount: 'eip155:1' }, version: 1 }))}`,
    )
    const html = statusHtml(createTestLatch({ projectId: 'test', storage: null, initialState }))
    expect(html).toContain('data-status="reconnecting"')
    expect(html).toContain('no address')
  })
})
