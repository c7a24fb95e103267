import type { BrowsedPage, InWalletBrowser } from '@latch/core'

/** `base` followed by the page's URL and, as `ref`, the site's origin, each URL-encoded. */
function browseUrl(base: string, page: BrowsedPage): string {
  return `${base}${encodeURIComponent(page.href)}?ref=${encodeURIComponent(page.origin)}`
}

/**
 * The Solana wallets whose apps answer no WalletConnect deep link: on a phone the dApp opens inside the wallet's
 * own browser (Phantom's, Solflare's and Backpack's browse links, Coinbase's dapp link), where the wallet is
 * injected and connects through the Wallet Standard. Each is known by its catalogue id (and rdns) and by its
 * WalletConnect explorer id, as dApps configure featured wallets.
 */
export const solanaInWalletBrowsers: readonly InWalletBrowser[] = [
  {
    name: 'Phantom',
    walletIds: ['app.phantom', 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'],
    browseLink: (page) => browseUrl('https://phantom.app/ul/browse/', page),
  },
  {
    name: 'Solflare',
    walletIds: ['com.solflare', '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79'],
    browseLink: (page) => browseUrl('https://solflare.com/ul/v1/browse/', page),
  },
  {
    name: 'Backpack',
    walletIds: ['app.backpack', '2bd8c14e035c2d48f184aaa168559e86b0e3433228d3c4075900a221785019b0'],
    browseLink: (page) => browseUrl('https://backpack.app/ul/v1/browse/', page),
  },
  {
    // Coinbase's app opens a dApp by its own link (no ref); on eip155 its SDK connector reaches it instead.
    name: 'Coinbase Wallet',
    walletIds: ['com.coinbase.wallet', 'd0ca99ff52b99abc48743dad0f7fc891e041be73574f7fac4afe5d4bb83845c8'],
    browseLink: (page) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page.href)}`,
  },
]
