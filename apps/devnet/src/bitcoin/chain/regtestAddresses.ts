import { Address, OutScript } from '@scure/btc-signer'
import { bitcoinRegtestNetwork } from '../bitcoinRegtestConstants.js'

/** The regtest address an output script pays, or undefined for a script without one (OP_RETURN, bare multisig). */
export function addressOf(script: Uint8Array): string | undefined {
  try {
    return Address(bitcoinRegtestNetwork).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}

/** The output script that pays a regtest address. */
export function scriptOf(address: string): Uint8Array {
  return OutScript.encode(Address(bitcoinRegtestNetwork).decode(address))
}
