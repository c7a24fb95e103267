// @vitest-environment happy-dom
import type { Adapter, Connector, ConnectorDiscovery } from '@latch/core'
import { getSDKVersion, MessageFormatter, Methods, type SDKRequestData } from '@safe-global/safe-apps-sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findSafeHost } from './findSafeHost.js'
import { safe } from './safe.js'

const safeAddress = '0x10414C44c51c91662c802ED0D75FA5f38294B64C'
const browserWallet: Connector = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }
const inner: Adapter = {
  namespace: 'eip155',
  discover(discovery) {
    discovery.setConnectors([browserWallet])
    return () => {}
  },
  load: () => Promise.reject(new Error('not needed')),
}

/** A parent window that answers the Safe Apps protocol as Safe{Wallet} does, from `origin`. */
function hostedBy(origin: string) {
  const received: SDKRequestData[] = []
  const parent = {
    postMessage(request: SDKRequestData) {
      received.push(request)
      if (request.method !== Methods.getSafeInfo) return
      const info = { safeAddress, chainId: 31337, threshold: 1, owners: [], isReadOnly: false }
      const data = MessageFormatter.makeResponse(request.id, info as never, getSDKVersion())
      setTimeout(() =>
        window.dispatchEvent(new MessageEvent('message', { data, origin, source: parent as never })),
      )
    },
  }
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as never)
  return received
}

function discover(adapter: Adapter) {
  const reports: (readonly Connector[])[] = []
  const autoConnect = vi.fn()
  const discovery: ConnectorDiscovery = {
    // Discovery reads nothing of the configuration: the Safe names its own chain.
    config: {
      networks: [] as unknown as ConnectorDiscovery['config']['networks'],
      projectId: 'test',
      apiUrl: 'http://127.0.0.1:1',
    },
    setConnectors: (connectors) => reports.push(connectors),
    autoConnect,
  }
  const stop = adapter.discover?.(discovery)
  return { reports, autoConnect, stop }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('safe()', () => {
  it('in a Safe, lists the Safe first, connects it by itself, and reads the Safe through its provider', async () => {
    const received = hostedBy('https://app.safe.global')
    const { reports, autoConnect } = discover(safe(inner))
    expect(reports[0]).toEqual([browserWallet])
    // The SDKs' first import is transformed on the way: a generous guard, not a wait.
    await vi.waitFor(() => expect(autoConnect).toHaveBeenCalledWith('safe'), { timeout: 15_000 })
    expect(received[0]?.method).toBe(Methods.getSafeInfo)
    const [hosted, ...rest] = reports.at(-1) ?? []
    expect(rest).toEqual([browserWallet])
    expect(hosted).toMatchObject({ id: 'safe', name: 'Safe', type: 'EXTERNAL', chain: 'eip155' })
    const provider = hosted?.provider
    await expect(provider?.request({ method: 'eth_requestAccounts' })).resolves.toEqual([safeAddress])
    await expect(provider?.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    await expect(provider?.request({ method: 'wallet_revokePermissions' })).resolves.toBeNull()
    await expect(
      provider?.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4200 })
  })

  it('ignores a parent whose origin is not allowed: no Safe is found', async () => {
    const received = hostedBy('https://evil.example')
    // The answer comes, from the wrong origin: the SDK drops it and the request times out unanswered.
    await expect(
      findSafeHost({ allowedDomains: [/^https:\/\/app\.safe\.global$/], getInfoTimeout: 500 }),
    ).resolves.toBeUndefined()
    expect(received.map((request) => request.method)).toEqual([Methods.getSafeInfo])
    // The same parent, allowed, is the Safe.
    await expect(findSafeHost({ allowedDomains: [/^https:\/\/evil\.example$/] })).resolves.toMatchObject({
      provider: expect.anything(),
    })
  })

  it('on a page that is not in a frame, asks nothing and lists the adapter’s connectors only', async () => {
    const postMessage = vi.spyOn(window, 'postMessage')
    const { reports, autoConnect } = discover(safe(inner))
    expect(window.parent).toBe(window)
    expect(reports).toEqual([[browserWallet]])
    expect(postMessage).not.toHaveBeenCalled()
    expect(autoConnect).not.toHaveBeenCalled()
  })
})
