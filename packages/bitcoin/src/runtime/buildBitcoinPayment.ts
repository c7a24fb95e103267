import { InvalidAddressError } from '@latch/core'
import { hexToBytes } from '@noble/hashes/utils'
import { Address, OutScript, selectUTXO, type Transaction } from '@scure/btc-signer'
import type { BitcoinAddressNetwork } from '../bitcoinChains.js'
import type { EsploraUtxo } from './createEsplora.js'

/** Bitcoin Core's dust limit: an output below it is not relayed. */
const dustLimit = 546n

/**
 * Whether `value` is an address of the network (P2WPKH and P2WSH `…1q…`, P2TR `…1p…`, legacy P2PKH and P2SH
 * in base58), its checksum included: a typo or another network's address is refused before anything is signed.
 *
 * @example
 * isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', bitcoinAddressNetwork(bitcoin)) // true
 */
export function isBitcoinAddress(value: string, network: BitcoinAddressNetwork): boolean {
  try {
    Address(network).decode(value)
    return true
  } catch {
    return false
  }
}

/** The amount is more than the spendable outputs can pay with the fee. */
export class InsufficientBitcoinError extends Error {
  override name = 'InsufficientBitcoinError'
}

/**
 * An unsigned payment from a P2WPKH or P2TR address: the outputs chosen by coin selection (the fewest that pay
 * `amount` and the fee at `feeRate` sat/vB), the payment, and change back to `from`. The wallet signs it as a
 * PSBT.
 *
 * @example
 * const tx = buildBitcoinPayment({ from, publicKey, to, amount: 10_000n, feeRate: 2, utxos, network })
 */
export function buildBitcoinPayment(parameters: {
  from: string
  /** The account's public key: 33 bytes (P2WPKH) or 32 (P2TR), hex. */
  publicKey: string
  to: string
  amount: bigint
  feeRate: number
  utxos: readonly EsploraUtxo[]
  network: BitcoinAddressNetwork
}): Transaction {
  const { from, to, amount, network } = parameters
  if (!isBitcoinAddress(to, network)) throw new InvalidAddressError({ address: to })
  if (amount < dustLimit)
    throw new InsufficientBitcoinError(
      `The amount is below ${dustLimit} satoshis, the smallest output the network relays.`,
    )
  const decoded = Address(network).decode(from)
  const script = OutScript.encode(decoded)
  const key = hexToBytes(parameters.publicKey)
  const inputs = parameters.utxos.map((utxo) => ({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script, amount: BigInt(utxo.value) },
    ...(decoded.type === 'tr' ? { tapInternalKey: key.length === 33 ? key.subarray(1) : key } : {}),
  }))
  const selected = selectUTXO(inputs, [{ address: to, amount }], 'default', {
    changeAddress: from,
    feePerByte: BigInt(Math.ceil(parameters.feeRate)),
    network,
    createTx: true,
    bip69: false,
  })
  if (!selected?.tx)
    throw new InsufficientBitcoinError('Not enough bitcoin for this amount and the network fee.')
  return selected.tx
}
