import type { Eip1193Provider } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { buildInjectedConnectors } from './buildInjectedConnectors.js'

const provider = (flags: Record<string, boolean> = {}): Eip1193Provider => ({
  request: async () => null,
  ...flags,
})
const info = (rdns: string, name: string) => ({
  uuid: `${rdns}-uuid`,
  name,
  icon: 'data:image/svg+xml,<svg/>',
  rdns,
})

describe('buildInjectedConnectors', () => {
  it('lists announced wallets by rdns, in announcement order', () => {
    const connectors = buildInjectedConnectors(
      [
        { info: info('io.metamask', 'MetaMask'), provider: provider() },
        { info: info('io.rabby', 'Rabby Wallet'), provider: provider() },
        { info: info('io.metamask', 'MetaMask'), provider: provider() },
      ],
      undefined,
    )
    expect(connectors.map((c) => [c.id, c.type, c.explorerId])).toEqual([
      ['io.metamask', 'ANNOUNCED', 'io.metamask'],
      ['io.rabby', 'ANNOUNCED', 'io.rabby'],
    ])
  })

  it('drops window.ethereum when an announced wallet is the same provider object', () => {
    const shared = provider()
    const connectors = buildInjectedConnectors(
      [{ info: info('dev.latch.testwallet', 'Test'), provider: shared }],
      shared,
    )
    expect(connectors.map((c) => c.id)).toEqual(['dev.latch.testwallet'])
  })

  it('drops window.ethereum when an announced wallet has its rdns', () => {
    const connectors = buildInjectedConnectors(
      [{ info: info('io.metamask', 'MetaMask'), provider: provider() }],
      provider({ isMetaMask: true }),
    )
    expect(connectors.map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('keeps a distinct legacy provider as injected', () => {
    const connectors = buildInjectedConnectors(
      [{ info: info('io.rabby', 'Rabby Wallet'), provider: provider() }],
      provider({ isMetaMask: true }),
    )
    expect(connectors.map((c) => [c.id, c.type, c.name, c.explorerId])).toEqual([
      ['io.rabby', 'ANNOUNCED', 'Rabby Wallet', 'io.rabby'],
      ['injected', 'INJECTED', 'MetaMask', 'io.metamask'],
    ])
    expect(buildInjectedConnectors([], provider())[0]).toMatchObject({
      id: 'injected',
      name: 'Browser Wallet',
    })
  })

  it("names OKX's legacy provider (which also answers as MetaMask) by its catalogue entry, once", () => {
    for (const flag of ['isOkxWallet', 'isOKExWallet']) {
      expect(buildInjectedConnectors([], provider({ [flag]: true, isMetaMask: true }))).toMatchObject([
        {
          id: 'injected',
          name: 'OKX Wallet',
          explorerId: 'com.okex.wallet',
          info: { rdns: 'com.okex.wallet' },
        },
      ])
    }
    // OKX announcing itself through EIP-6963 as well is listed as its announcement alone.
    const connectors = buildInjectedConnectors(
      [{ info: info('com.okex.wallet', 'OKX Wallet'), provider: provider() }],
      provider({ isOkxWallet: true, isMetaMask: true }),
    )
    expect(connectors.map((c) => [c.id, c.name])).toEqual([['com.okex.wallet', 'OKX Wallet']])
  })
})
