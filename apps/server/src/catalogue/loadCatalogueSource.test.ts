import { describe, expect, it } from 'vitest'
import { loadCatalogueSource } from './loadCatalogueSource.js'

describe('loadCatalogueSource', () => {
  const source = loadCatalogueSource()

  it('joins the thirdweb catalogue with the WalletConnect registry', () => {
    const ids = source.wallets.map((wallet) => wallet.id)
    expect(new Set(ids).size).toBe(ids.length)
    const thirdweb = source.wallets.filter((wallet) => !/^[0-9a-f]{64}$/.test(wallet.id))
    const registryOnly = source.wallets.filter((wallet) => /^[0-9a-f]{64}$/.test(wallet.id))
    expect(thirdweb).toHaveLength(539)
    // Every registry wallet is either joined to a thirdweb wallet or listed on its own.
    const joined = thirdweb.filter((wallet) => wallet.explorerId).length
    expect(joined + registryOnly.length).toBe(113)
    expect(
      registryOnly.every((wallet) => wallet.explorerId === wallet.id && wallet.badgeType === 'certified'),
    ).toBe(true)
  })

  it('maps links the way the widget reads them', () => {
    const metamask = source.wallets.find((wallet) => wallet.id === 'io.metamask')
    expect(metamask).toMatchObject({
      name: 'MetaMask',
      rdns: 'io.metamask',
      mobileLink: 'metamask://',
      badgeType: 'certified',
      explorerId: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    })
    expect(metamask?.chains).toContain('eip155:1')
    expect(metamask?.chromeStore).toMatch(/^https:\/\/chrome\.google\.com\/webstore/)
    const trust = source.wallets.find((wallet) => wallet.id === 'com.trustwallet.app')
    expect(trust).toMatchObject({ mobileLink: 'trust://', desktopLink: null, webappLink: null })
  })

  it('is ordered by popularity rank and has an image for every image_id', () => {
    const ranks = source.wallets.map((wallet) => wallet.rank)
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks)
    for (const wallet of source.wallets) {
      if (wallet.imageId) expect(source.walletImages.has(wallet.imageId)).toBe(true)
    }
    expect(source.networkImages.get('eip155:1')?.path).toMatch(/ethereum\.svg$/)
    for (const symbol of ['usdc', 'eth', 'weth', 'ltk']) expect(source.tokenImages.has(symbol)).toBe(true)
  })
})
