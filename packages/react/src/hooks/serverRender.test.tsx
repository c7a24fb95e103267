// @vitest-environment node
import { createMemoryStorage, type Latch } from '@latch/core'
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
})
