import { equalBytes } from '@noble/curves/abstract/utils'
import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { base64 } from '@scure/base'
import { Address, CompactSize, OutScript, RawWitness, Transaction } from '@scure/btc-signer'
import type { BitcoinAddressNetwork } from './bitcoinChains.js'
import { verifyBitcoinInputs } from './verifyBitcoinInputs.js'

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))
const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes))

function taggedHash(tag: string, message: Uint8Array): Uint8Array {
  const tagHash = sha256(utf8ToBytes(tag))
  return sha256(concatBytes(tagHash, tagHash, message))
}

/**
 * BIP-322's virtual transaction to sign for `message` and the address's script (the "simple" form): it spends
 * the output of `to_spend`, which commits to the message, and pays nothing. A wallet signs its input 0; the
 * witness is the signature.
 *
 * @example
 * const toSign = bip322ToSign('hello', OutScript.encode(Address(network).decode(address)))
 */
export function bip322ToSign(message: string, script: Uint8Array): Transaction {
  const messageHash = taggedHash('BIP0322-signed-message', utf8ToBytes(message))
  const toSpend = new Transaction({
    version: 0,
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
    disableScriptCheck: true,
  })
  // The output first: an input with its scriptSig already set seals the outputs.
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: concatBytes(new Uint8Array([0x00, 0x20]), messageHash),
  })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true, allowUnknownInputs: true })
  toSign.addInput({ txid: toSpend.id, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n } })
  toSign.addOutput({ script: new Uint8Array([0x6a]), amount: 0n })
  return toSign
}

/** The hash the legacy "Bitcoin Signed Message" format signs. */
export function legacyMessageHash(message: string): Uint8Array {
  const prefix = utf8ToBytes('\x18Bitcoin Signed Message:\n')
  const body = utf8ToBytes(message)
  return sha256d(concatBytes(prefix, CompactSize.encode(BigInt(body.length)), body))
}

function verifyLegacy(
  address: string,
  message: string,
  signature: Uint8Array,
  network: BitcoinAddressNetwork,
) {
  const header = signature[0] as number
  if (header < 27 || header > 42) return false
  const recovery = (header - 27) & 3
  const compressed = header >= 31
  const point = secp256k1.Signature.fromCompact(signature.subarray(1))
    .addRecoveryBit(recovery)
    .recoverPublicKey(legacyMessageHash(message))
  const decoded = Address(network).decode(address)
  const pubkey = point.toRawBytes(compressed)
  if (decoded.type === 'pkh' || decoded.type === 'wpkh') return equalBytes(hash160(pubkey), decoded.hash)
  if (decoded.type === 'sh') {
    // P2SH-P2WPKH: the script hash of OP_0 <hash160(pubkey)>.
    const redeem = OutScript.encode({ type: 'wpkh', hash: hash160(pubkey) })
    return equalBytes(hash160(redeem), decoded.hash)
  }
  return false
}

/**
 * Verifies a Bitcoin message signature (base64) for an address: BIP-322 "simple" (the witness of the virtual
 * transaction, for P2WPKH and P2TR addresses) or the legacy format (65 bytes, recoverable ECDSA), as wallets
 * give one or the other.
 *
 * @example
 * verifyBitcoinMessage({ address, message: 'hello', signature, network: bitcoinAddressNetwork(bitcoin) }) // true
 */
export function verifyBitcoinMessage(parameters: {
  address: string
  message: string
  signature: string
  network: BitcoinAddressNetwork
}): boolean {
  const { address, message, network } = parameters
  try {
    const signature = base64.decode(parameters.signature)
    if (signature.length === 65 && verifyLegacy(address, message, signature, network)) return true
    const script = OutScript.encode(Address(network).decode(address))
    const toSign = bip322ToSign(message, script)
    toSign.updateInput(0, { finalScriptWitness: RawWitness.decode(signature) }, true)
    verifyBitcoinInputs(toSign, [{ script, value: 0n }])
    return true
  } catch {
    return false
  }
}
