import type { CaipNetworkId, SIWXVerifier } from '@latch/core'
import { bitcoinAddressNetwork } from '../bitcoinChains.js'
import { isBitcoinAddress } from '../runtime/buildBitcoinPayment.js'
import { verifyBitcoinMessage } from '../verifyBitcoinMessage.js'

/** The address encoding of the chain a CAIP-2 id names (its genesis-hash reference). */
const networkOf = (chainId: CaipNetworkId) => bitcoinAddressNetwork({ id: chainId.split(':')[1] ?? '' })

/**
 * A Bitcoin sign-in's checks: the address is one of the chain's (mainnet `bc1…`/`1…`/`3…`, testnet, regtest), and
 * the signature (base64) is the address's over the text, BIP-322 "simple" (P2WPKH, P2TR) or legacy (65 bytes).
 */
export const bitcoinSiwxVerifier: SIWXVerifier = {
  isAddress: (address, chainId) => isBitcoinAddress(address, networkOf(chainId)),
  async verifyMessage({ chainId, address, message, signature }) {
    return verifyBitcoinMessage({ address, message, signature, network: networkOf(chainId) })
  },
}
