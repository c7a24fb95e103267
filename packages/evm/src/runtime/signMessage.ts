import type { Connector } from '@latch/core'
import { getAddress, stringToHex } from 'viem'
import { toWalletError } from '../toWalletError.js'
import { type Eip155RuntimeContext, providerFor } from './eip155RuntimeContext.js'

/**
 * Asks the wallet to sign a text message with `personal_sign`; a declined prompt is "Signature declined".
 *
 * @example
 * const signature = await signMessage(runtime, { connector, address, message: 'Hello' })
 */
export async function signMessage(
  runtime: Eip155RuntimeContext,
  { connector, address, message }: { connector: Connector; address: string; message: string },
): Promise<string> {
  const provider = await providerFor(runtime, connector)
  try {
    // personal_sign takes the message as hex: wallets show it decoded, and no text is mangled on the way.
    const signature = await provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), getAddress(address)],
    })
    return String(signature)
  } catch (error) {
    throw toWalletError(error, { shortMessage: 'Signature declined' })
  }
}
