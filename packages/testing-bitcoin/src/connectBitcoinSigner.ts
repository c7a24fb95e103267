import type { WalletAccount } from '@wallet-standard/base'
import { type BitcoinTestWalletParameters, createBitcoinTestWallet } from './createBitcoinTestWallet.js'

type SignMessage = (
  ...inputs: { account: WalletAccount; message: Uint8Array }[]
) => Promise<{ signature: Uint8Array }[]>
type SignTransaction = (
  ...inputs: { psbt: Uint8Array; inputsToSign: { account: WalletAccount; signingIndexes: number[] }[] }[]
) => Promise<{ signedPsbt: Uint8Array }[]>

/**
 * The Bitcoin test wallet's key in Node with both its accounts connected (payment, P2WPKH, and ordinals, P2TR):
 * what a wallet reached from a page (installed, or over WalletConnect) signs with.
 *
 * @example
 * const { signer, accounts, signMessage } = await connectBitcoinSigner({ privateKey })
 */
export async function connectBitcoinSigner(parameters: BitcoinTestWalletParameters) {
  const signer = createBitcoinTestWallet(parameters)
  const features = signer.wallet.features as Record<string, Record<string, unknown>>
  const connect = features['bitcoin:connect']?.connect as (input: {
    purposes: string[]
  }) => Promise<{ accounts: readonly WalletAccount[] }>
  const { accounts } = await connect({ purposes: ['payment', 'ordinals'] })
  return {
    signer,
    accounts,
    signMessage: features['bitcoin:signMessage']?.signMessage as SignMessage,
    signTransaction: features['bitcoin:signTransaction']?.signTransaction as SignTransaction,
  }
}
