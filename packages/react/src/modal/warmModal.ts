import { getConnectWallets, type Latch } from '@latch/core'
import { prepareModal } from './prepareModal.js'

/**
 * Done at idle once the modal's code has arrived: parses its stylesheet and reads the catalogue wallets
 * kept from the last visit, so the click that opens the modal only renders.
 */
export function warmModal(latch: Latch): void {
  prepareModal()
  getConnectWallets(latch)
}
