import { type Connector, ProviderNotFoundError, TransactionFailedError } from '@latch/core'
import { base64 } from '@scure/base'
import { bitcoinAddressNetwork } from '../bitcoinChains.js'
import { verifyBitcoinMessage } from '../verifyBitcoinMessage.js'
import type { BitcoinSignMessageFeature } from '../walletStandard/bitcoinFeatures.js'
import { type BitcoinRuntimeContext, connectedAccount, featureOf } from './bitcoinRuntimeContext.js'
import { toBitcoinWalletError } from './toBitcoinWalletError.js'

/**
 * Asks the wallet to sign a text message with the account `address`, and verifies the signature (BIP-322 or
 * legacy) before returning it in base64: a signature that does not match the account is refused.
 *
 * @example
 * const signature = await signBitcoinMessage(runtime, { connector, address, message: 'Hello' })
 */
export async function signBitcoinMessage(
  runtime: BitcoinRuntimeContext,
  { connector, address, message }: { connector: Connector; address: string; message: string },
): Promise<string> {
  const { wallet, account, network } = connectedAccount(runtime, connector, address)
  const feature = featureOf<BitcoinSignMessageFeature>(wallet, 'bitcoin:signMessage')
  if (!feature) throw new ProviderNotFoundError({ details: `${wallet.name} cannot sign messages.` })
  let signature: string
  try {
    const [result] = await feature.signMessage({ account, message: new TextEncoder().encode(message) })
    if (!result) throw new Error('The wallet returned no signature.')
    signature = base64.encode(result.signature)
  } catch (error) {
    throw toBitcoinWalletError(error, 'Signature declined')
  }
  const target = network ?? runtime.firstNetwork()
  if (
    !target ||
    !verifyBitcoinMessage({
      address: account.address,
      message,
      signature,
      network: bitcoinAddressNetwork(target),
    })
  )
    throw new TransactionFailedError({ shortMessage: 'The wallet’s signature does not match the account.' })
  return signature
}
