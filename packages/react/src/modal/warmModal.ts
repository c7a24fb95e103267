import { getConfiguredLoginMethods, getConnectWallets, type Latch, preloadEmbeddedWallet } from '@latch/core'
import { prepareLocale } from './i18n/prepareLocale.js'
import { prepareModal } from './prepareModal.js'

/**
 * Done at idle once the modal's code has arrived: parses its stylesheet, settles the visitor's locale and
 * loads its texts, reads the catalogue wallets kept from the last visit and, when the dApp enabled the e-mail
 * login, fetches the embedded wallet's client code (from the page's own origin; its frame loads only once the
 * modal has opened), so the click that opens the modal only renders and the frame's loading starts from code
 * already in memory.
 */
export function warmModal(latch: Latch): void {
  prepareModal()
  prepareLocale(latch)
  getConnectWallets(latch)
  if (getConfiguredLoginMethods(latch).email) preloadEmbeddedWallet(latch, { frame: false })
}
