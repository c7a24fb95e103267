import { describe, expect, it } from 'vitest'
import { solanaInWalletBrowsers } from './solanaInWalletBrowsers.js'

const page = { href: 'https://dapp.example/swap?from=usdc', origin: 'https://dapp.example' }
const linkOf = (id: string) => solanaInWalletBrowsers.find((b) => b.walletIds.includes(id))?.browseLink(page)

describe("Solana wallets' in-app browsers", () => {
  it("open the page through each wallet's browse link, the site's origin as ref", () => {
    const url = encodeURIComponent(page.href)
    const ref = encodeURIComponent(page.origin)
    expect(linkOf('app.phantom')).toBe(`https://phantom.app/ul/browse/${url}?ref=${ref}`)
    expect(linkOf('com.solflare')).toBe(`https://solflare.com/ul/v1/browse/${url}?ref=${ref}`)
    expect(linkOf('app.backpack')).toBe(`https://backpack.app/ul/v1/browse/${url}?ref=${ref}`)
    expect(linkOf('com.coinbase.wallet')).toBe(`https://go.cb-w.com/dapp?cb_url=${url}`)
  })

  it('know each wallet by its WalletConnect explorer id and its Wallet Standard name', () => {
    expect(linkOf('a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393')).toMatch(
      /^https:\/\/phantom\.app\//,
    )
    expect(linkOf('1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79')).toMatch(
      /^https:\/\/solflare\.com\//,
    )
    expect(linkOf('2bd8c14e035c2d48f184aaa168559e86b0e3433228d3c4075900a221785019b0')).toMatch(
      /^https:\/\/backpack\.app\//,
    )
    expect(solanaInWalletBrowsers.map((b) => b.name)).toEqual([
      'Phantom',
      'Solflare',
      'Backpack',
      'Coinbase Wallet',
    ])
  })
})
