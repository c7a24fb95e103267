import { type Connector, ProviderNotFoundError, TransactionFailedError } from '@latch/core'
import { stringToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { connectedAccount, type PolkadotRuntimeContext } from './polkadotRuntimeContext.js'
import { toPolkadotWalletError } from './toPolkadotWalletError.js'

/**
 * Asks the extension to sign a text message with `signRaw`, and verifies the signature over the
 * `<Bytes>`-wrapped text before returning it: a signature that does not match the account is refused.
 *
 * @example
 * const signature = await signPolkadotMessage(runtime, { connector, address, message: 'Hello' })
 */
export async function signPolkadotMessage(
  runtime: PolkadotRuntimeContext,
  { connector, address, message }: { connector: Connector; address: string; message: string },
): Promise<string> {
  const { extension, account } = connectedAccount(runtime, connector, address)
  if (!extension.signer.signRaw)
    throw new ProviderNotFoundError({ details: `${connector.name} cannot sign messages.` })
  let signature: string
  try {
    ;({ signature } = await extension.signer.signRaw({
      address: account.address,
      data: stringToHex(message),
      type: 'bytes',
    }))
  } catch (error) {
    throw toPolkadotWalletError(error, 'Signature declined')
  }
  // Extensions sign the bytes wrapped in <Bytes>…</Bytes>, so a signed message can never be a transaction.
  await cryptoWaitReady()
  if (!signatureVerify(u8aWrapBytes(message), signature, account.address).isValid)
    throw new TransactionFailedError({ shortMessage: 'The wallet’s signature does not match the account.' })
  return signature
}
