import type { Adapter, AdapterContext, Connector, Eip1193Provider } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { buildInjectedConnectors } from './buildInjectedConnectors.js'
import { coinbaseWallet } from './coinbase/coinbaseWallet.js'

const context = (): AdapterContext => ({
  config: { projectId: 'sdk-test', apiUrl: 'http://127.0.0.1:8787', networks: [] as never },
})
const provider = (flags: Record<string, boolean> = {}): Eip1193Provider => ({
  request: async () => null,
  ...flags,
})
const info = (rdns: string, name: string) => ({ uuid: `${rdns}-uuid`, name, icon: `data:,${name}`, rdns })
const coinbaseExtension = provider({ isCoinbaseWallet: true })

/** What the Coinbase-wrapped adapter lists when the adapter itself reports `found` (or nothing at all). */
function listed(found: Connector[] | undefined, parameters = {}, instance = context()): Connector[] {
  let connectors: Connector[] = []
  const adapter: Adapter = {
    namespace: 'eip155',
    discover(discovery) {
      if (found) discovery.setConnectors(found)
      return () => {}
    },
    load: () => Promise.reject(new Error('the runtime is not loaded to list connectors')),
  }
  coinbaseWallet(adapter, parameters).discover?.({
    ...instance,
    setConnectors: (list) => {
      connectors = [...list]
    },
  })
  return connectors
}

describe('the Coinbase connector merged with the page wallets', () => {
  it('without the extension: the browser wallets, then Coinbase, offered (EXTERNAL) and loaded on demand', () => {
    const found = buildInjectedConnectors(
      [{ info: info('io.metamask', 'MetaMask'), provider: provider() }],
      undefined,
    )
    const connectors = listed(found)
    expect(connectors.map((c) => [c.id, c.type, c.explorerId, c.info?.rdns])).toEqual([
      ['io.metamask', 'ANNOUNCED', 'io.metamask', 'io.metamask'],
      ['coinbaseWalletSDK', 'EXTERNAL', 'com.coinbase.wallet', 'com.coinbase.wallet'],
    ])
    expect(connectors[1]?.name).toBe('Coinbase Wallet')
    expect(connectors[1]?.imageUrl).toBeUndefined()
  })

  it('with the extension announced (and as window.ethereum): Coinbase once, in its place, as installed', () => {
    const found = buildInjectedConnectors(
      [
        { info: info('io.rabby', 'Rabby Wallet'), provider: provider() },
        { info: info('com.coinbase.wallet', 'Coinbase Wallet'), provider: coinbaseExtension },
        { info: info('io.metamask', 'MetaMask'), provider: provider() },
      ],
      coinbaseExtension,
    )
    const connectors = listed(found)
    expect(connectors.map((c) => [c.id, c.type])).toEqual([
      ['io.rabby', 'ANNOUNCED'],
      ['coinbaseWalletSDK', 'ANNOUNCED'],
      ['io.metamask', 'ANNOUNCED'],
    ])
    const coinbase = connectors[1]
    expect(coinbase?.imageUrl).toBe('data:,Coinbase Wallet')
    expect(coinbase?.info).toMatchObject({ rdns: 'com.coinbase.wallet', uuid: 'com.coinbase.wallet-uuid' })
    // The SDK connector's own provider (which hands requests to the extension through the SDK), not the extension's.
    expect(coinbase?.provider).not.toBe(coinbaseExtension)
  })

  it('with only a legacy window.ethereum flagged isCoinbaseWallet: Coinbase once, its type INJECTED', () => {
    const found = buildInjectedConnectors([], coinbaseExtension)
    expect(found.map((c) => c.id)).toEqual(['injected'])
    const connectors = listed(found)
    expect(connectors.map((c) => [c.id, c.type, c.name])).toEqual([
      ['coinbaseWalletSDK', 'INJECTED', 'Coinbase Wallet'],
    ])
  })

  it("with 'smartWalletOnly' the SDK never uses the extension: the extension keeps its own entry", () => {
    const found = buildInjectedConnectors(
      [{ info: info('com.coinbase.wallet', 'Coinbase Wallet'), provider: coinbaseExtension }],
      undefined,
    )
    const connectors = listed(found, { preference: 'smartWalletOnly' })
    expect(connectors.map((c) => [c.id, c.type])).toEqual([
      ['com.coinbase.wallet', 'ANNOUNCED'],
      ['coinbaseWalletSDK', 'EXTERNAL'],
    ])
  })

  it('is listed on a page without browser wallets, where the adapter reports nothing, and before WalletConnect', () => {
    expect(listed(undefined).map((c) => c.id)).toEqual(['coinbaseWalletSDK'])
    const walletConnect: Connector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    }
    expect(listed([walletConnect]).map((c) => c.id)).toEqual(['coinbaseWalletSDK', 'walletConnect'])
  })

  it('keeps one provider per instance across reports, and a different one for another instance', () => {
    const first = context()
    const before = listed([], {}, first)[0]
    const after = listed(
      buildInjectedConnectors(
        [{ info: info('com.coinbase.wallet', 'Coinbase'), provider: coinbaseExtension }],
        undefined,
      ),
      {},
      first,
    )[0]
    expect(after?.provider).toBe(before?.provider)
    expect(listed([])[0]?.provider).not.toBe(before?.provider)
  })
})
