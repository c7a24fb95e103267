import {
  type CaipNetwork,
  type Connector,
  ProviderNotFoundError,
  TransactionFailedError,
  type WalletTransaction,
} from '@latch/core'
import { Transaction } from '@scure/btc-signer'
import { bitcoinAddressNetwork, toBitcoinWalletChain } from '../bitcoinChains.js'
import type { BitcoinSignTransactionFeature } from '../walletStandard/bitcoinFeatures.js'
import { toHex } from './bitcoinAccounts.js'
import { type BitcoinRuntimeContext, connectedAccount, featureOf } from './bitcoinRuntimeContext.js'
import { buildBitcoinPayment } from './buildBitcoinPayment.js'
import { toBitcoinWalletError } from './toBitcoinWalletError.js'

// Sends: a PSBT built here from the account's UTXOs at the network's fee rate, signed by the wallet, broadcast
// through Esplora, and followed until a block holds it.

const STATUS_POLL_MS = 200
const MAX_STATUS_POLL_MS = 5_000

/**
 * Pays `transaction.value` satoshis to `transaction.to` from the connected account `transaction.from`, and
 * returns the transaction id once broadcast.
 *
 * @example
 * const txid = await sendBitcoin(runtime, { connector, network, transaction })
 */
export async function sendBitcoin(
  runtime: BitcoinRuntimeContext,
  {
    connector,
    network,
    transaction,
  }: { connector: Connector; network: CaipNetwork; transaction: WalletTransaction },
): Promise<string> {
  const { wallet, account } = connectedAccount(runtime, connector, transaction.from)
  const feature = featureOf<BitcoinSignTransactionFeature>(wallet, 'bitcoin:signTransaction')
  if (!feature) throw new ProviderNotFoundError({ details: `${wallet.name} cannot sign transactions.` })
  const esplora = runtime.esploraOf(network)
  const [utxos, feeRate] = await Promise.all([esplora.utxos(account.address), esplora.feeRate()])
  const unsigned = buildBitcoinPayment({
    from: account.address,
    publicKey: toHex(account.publicKey),
    to: transaction.to,
    amount: transaction.value,
    feeRate,
    utxos,
    network: bitcoinAddressNetwork(network),
  })
  let signed: Transaction
  try {
    const [result] = await feature.signTransaction({
      psbt: unsigned.toPSBT(),
      inputsToSign: [
        { account, signingIndexes: Array.from({ length: unsigned.inputsLength }, (_, index) => index) },
      ],
      chain: toBitcoinWalletChain(network),
    })
    if (!result) throw new Error('The wallet returned no transaction.')
    signed = Transaction.fromPSBT(result.signedPsbt)
    signed.finalize()
  } catch (error) {
    throw toBitcoinWalletError(error)
  }
  try {
    return await esplora.broadcast(signed.hex)
  } catch (error) {
    throw new TransactionFailedError({ shortMessage: (error as Error).message, cause: error })
  }
}

/** `success` once a block holds the transaction, or undefined when none does at `timeout`. */
export async function waitForBitcoinTransaction(
  runtime: BitcoinRuntimeContext,
  { hash, network, timeout }: { hash: string; network: CaipNetwork; timeout: number },
): Promise<{ status: 'success' } | undefined> {
  const esplora = runtime.esploraOf(network)
  const deadline = Date.now() + timeout
  // Blocks come every ten minutes or so (at once on regtest): asked often at first, then less.
  let pause = STATUS_POLL_MS
  while (Date.now() < deadline) {
    // Mined into a block: Bitcoin has no reverts, a transaction in a block is sent.
    if ((await esplora.status(hash))?.confirmed) return { status: 'success' }
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, deadline - Date.now())))
    pause = Math.min(pause * 2, MAX_STATUS_POLL_MS)
  }
  return undefined
}
