import type { ConnectWallets, Latch, WalletEntry } from '@latch/core'

/**
 * The first wallets of the catalogue the Latch server ships, and its size: what the Connect view lists on
 * a visitor's first visit, in the click's own frame, until the server's answer replaces it (a few
 * milliseconds later, row for row). It travels in the modal's chunk, never in the page's initial scripts.
 * `ConnectView.test.tsx` checks it against the server's catalogue.
 */
const top: WalletEntry[] = [
  {
    id: 'io.mywallet',
    name: 'My Wallet',
    image_id: '3db0c04f-9792-4628-044e-865878119200',
    rdns: null,
    mobile_link: 'mywallet-wc://',
    desktop_link: 'mywallet-wc://',
    webapp_link: null,
    homepage: 'https://mywallet.io/?utm_source=wc',
    app_store: 'https://get.mywallet.io/ios-store?utm_source=wc',
    play_store: 'https://get.mywallet.io/android-store?utm_source=wc',
    chrome_store: null,
    chains: [],
    explorer_id: null,
    badge_type: 'none',
  },
  {
    id: 'com.trustwallet.app',
    name: 'Trust Wallet',
    image_id: '3386dde1-8b24-48c8-4b81-16979e342000',
    rdns: 'com.trustwallet.app',
    mobile_link: 'trust://',
    desktop_link: null,
    webapp_link: null,
    homepage: 'https://trustwallet.com/',
    app_store: 'https://apps.apple.com/app/apple-store/id1288339409',
    play_store: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
    chrome_store: 'https://chrome.google.com/webstore/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph',
    chains: ['eip155:1'],
    explorer_id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    badge_type: 'certified',
  },
  {
    id: 'io.metamask',
    name: 'MetaMask',
    image_id: 'e30d09fe-c0dd-4b61-81e2-d6dc09eb9700',
    rdns: 'io.metamask',
    mobile_link: 'metamask://',
    desktop_link: null,
    webapp_link: null,
    homepage: 'https://metamask.io/',
    app_store: 'https://apps.apple.com/us/app/metamask/id1438144202',
    play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
    chrome_store: 'https://chrome.google.com/webstore/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
    chains: ['eip155:1'],
    explorer_id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    badge_type: 'certified',
  },
  {
    id: 'com.binance.wallet',
    name: 'Binance Wallet',
    image_id: '3d7eb880-7654-431f-ed84-a25712b45200',
    rdns: 'com.binance.wallet',
    mobile_link: 'bnc://app.binance.com/cedefi/',
    desktop_link: 'https://www.binance.com/en/web3wallet',
    webapp_link: 'https://www.binance.com/en/web3wallet',
    homepage: 'https://www.binance.com/en/web3wallet',
    app_store: 'https://www.binance.com/en/download',
    play_store: 'https://www.binance.com/en/download',
    chrome_store:
      'https://chromewebstore.google.com/detail/binance-wallet/cadiboklkpojfamcoggejbbdjcoiljjk?utm_source=walletconnect',
    chains: [],
    explorer_id: null,
    badge_type: 'none',
  },
]

/** Wallets in the shipped catalogue. */
const count = 600

/**
 * The built-in list as the Connect view's wallets, with the instance's included and excluded ids applied
 * (featured ids are the server's to resolve: none are shown before it answers).
 */
export function builtInWallets(latch: Latch): ConnectWallets {
  const include = latch.config.includeWalletIds
  const exclude = new Set(latch.config.excludeWalletIds ?? [])
  const listed = top.filter((wallet) => (!include || include.includes(wallet.id)) && !exclude.has(wallet.id))
  return { featured: [], top: listed, count: include ? listed.length : count }
}
