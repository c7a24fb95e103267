import type { SIWXVerifier } from '@latch/core'
import { isHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, isAddress, signatureVerify } from '@polkadot/util-crypto'

/**
 * A Polkadot sign-in's checks: the address is an SS58 address (its checksum; the chain's prefix is the wallet's
 * concern, as one key signs on every chain), and the signature (hex) is the account's over the text wrapped in
 * `<Bytes>…</Bytes>`, as extensions sign with `signRaw` (util-crypto takes the bare text too, as the adapter's own
 * check of a signed message does; a CAIP-122 text is no transaction payload either way).
 */
export const polkadotSiwxVerifier: SIWXVerifier = {
  // Not a public key in hex, which the library would take for an account too: the message names an SS58 address.
  isAddress: (address) => !isHex(address) && isAddress(address),
  async verifyMessage({ address, message, signature }) {
    await cryptoWaitReady()
    try {
      return signatureVerify(u8aWrapBytes(message), signature, address).isValid
    } catch {
      return false
    }
  },
}
