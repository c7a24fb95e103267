import { equalBytes } from '@noble/curves/abstract/utils'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { OutScript, Script, type Transaction } from '@scure/btc-signer'

/** The output an input spends: its locking script and amount. */
export type Prevout = { script: Uint8Array; value: bigint }

/** Why an input's signature is refused, in Bitcoin Core's reject reasons. */
export class InputVerificationError extends Error {
  override name = 'InputVerificationError'
  constructor(
    readonly input: number,
    reason: string,
  ) {
    super(`input ${input}: ${reason}`)
  }
}

const SIGHASH_DEFAULT = 0x00
const validHashTypes = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83])

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))

// Bitcoin Core's preimage for pre-SegWit inputs; the class keeps it private, its SegWit siblings are public.
type LegacyPreimage = { preimageLegacy(idx: number, prevOutScript: Uint8Array, hashType: number): Uint8Array }

function verifyEcdsa(
  index: number,
  signature: Uint8Array,
  pubkey: Uint8Array,
  preimage: (hashType: number) => Uint8Array,
): void {
  const hashType = signature[signature.length - 1] ?? -1
  if (!validHashTypes.has(hashType))
    throw new InputVerificationError(index, 'non-mandatory-script-verify-flag (Invalid sighash type)')
  let valid = false
  try {
    valid = secp256k1.verify(signature.subarray(0, -1), preimage(hashType), pubkey, {
      format: 'der',
      prehash: false,
      lowS: true,
    })
  } catch {
    valid = false
  }
  if (!valid)
    throw new InputVerificationError(
      index,
      'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
    )
}

/**
 * Checks the signature of every input against the output it spends: P2WPKH (BIP-143), P2TR key path (BIP-341,
 * Schnorr) and P2PKH. Anything else is refused as non-standard, as the local chain cannot run scripts.
 *
 * @example
 * verifyBitcoinInputs(Transaction.fromRaw(raw), prevouts) // throws InputVerificationError on a bad signature
 */
export function verifyBitcoinInputs(tx: Transaction, prevouts: readonly Prevout[]): void {
  const scripts = prevouts.map((prevout) => prevout.script)
  const amounts = prevouts.map((prevout) => prevout.value)
  for (let index = 0; index < tx.inputsLength; index++) {
    const input = tx.getInput(index)
    const prevout = prevouts[index]
    if (!prevout) throw new InputVerificationError(index, 'bad-txns-inputs-missingorspent')
    const witness = input.finalScriptWitness ?? []
    const scriptSig = input.finalScriptSig ?? new Uint8Array()
    let out: ReturnType<typeof OutScript.decode>
    try {
      out = OutScript.decode(prevout.script)
    } catch {
      throw new InputVerificationError(index, 'non-standard script')
    }
    if (out.type === 'wpkh') {
      const [signature, pubkey] = witness
      if (witness.length !== 2 || !signature || !pubkey || pubkey.length !== 33 || scriptSig.length > 0)
        throw new InputVerificationError(
          index,
          'mandatory-script-verify-flag-failed (Witness program hash mismatch)',
        )
      if (!equalBytes(hash160(pubkey), out.hash))
        throw new InputVerificationError(
          index,
          'mandatory-script-verify-flag-failed (Witness program hash mismatch)',
        )
      const scriptCode = OutScript.encode({ type: 'pkh', hash: out.hash })
      verifyEcdsa(index, signature, pubkey, (hashType) =>
        tx.preimageWitnessV0(index, scriptCode, hashType, prevout.value),
      )
    } else if (out.type === 'tr') {
      const [signature] = witness
      if (witness.length !== 1 || !signature || scriptSig.length > 0)
        throw new InputVerificationError(
          index,
          'non-standard script (only the taproot key path is supported)',
        )
      if (signature.length !== 64 && signature.length !== 65)
        throw new InputVerificationError(
          index,
          'mandatory-script-verify-flag-failed (Invalid Schnorr signature size)',
        )
      const hashType = signature.length === 65 ? (signature[64] as number) : SIGHASH_DEFAULT
      if (signature.length === 65 && (hashType === SIGHASH_DEFAULT || !validHashTypes.has(hashType)))
        throw new InputVerificationError(
          index,
          'mandatory-script-verify-flag-failed (Invalid Schnorr signature hash type)',
        )
      let valid = false
      try {
        const message = tx.preimageWitnessV1(index, scripts, hashType, amounts)
        valid = schnorr.verify(signature.subarray(0, 64), message, out.pubkey)
      } catch {
        valid = false
      }
      if (!valid)
        throw new InputVerificationError(
          index,
          'mandatory-script-verify-flag-failed (Invalid Schnorr signature)',
        )
    } else if (out.type === 'pkh') {
      let pushes: ReturnType<typeof Script.decode>
      try {
        pushes = Script.decode(scriptSig)
      } catch {
        throw new InputVerificationError(index, 'mandatory-script-verify-flag-failed (Operation not valid)')
      }
      const [signature, pubkey] = pushes
      if (
        pushes.length !== 2 ||
        !(signature instanceof Uint8Array) ||
        !(pubkey instanceof Uint8Array) ||
        witness.length > 0
      )
        throw new InputVerificationError(index, 'mandatory-script-verify-flag-failed (Operation not valid)')
      if (!equalBytes(hash160(pubkey), out.hash))
        throw new InputVerificationError(
          index,
          'mandatory-script-verify-flag-failed (Script failed an OP_EQUALVERIFY operation)',
        )
      verifyEcdsa(index, signature, pubkey, (hashType) =>
        (tx as unknown as LegacyPreimage).preimageLegacy(index, prevout.script, hashType),
      )
    } else {
      throw new InputVerificationError(index, `non-standard script (${out.type})`)
    }
  }
}
