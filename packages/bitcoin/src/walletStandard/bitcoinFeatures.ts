import type { WalletAccount } from '@wallet-standard/base'

/** A message for `bitcoin:signMessage`: the account that signs it, and its bytes (UTF-8 text). */
export type BitcoinSignMessageInput = { account: WalletAccount; message: Uint8Array }

/** A PSBT for `bitcoin:signTransaction`: which accounts sign which inputs, and on what chain. */
export type BitcoinSignTransactionInput = {
  psbt: Uint8Array
  inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
  chain?: string
}

/** `bitcoin:signMessage` of the Wallet Standard's Bitcoin extension. */
export type BitcoinSignMessageFeature = {
  signMessage(
    ...inputs: BitcoinSignMessageInput[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}

/** `bitcoin:signTransaction` of the Wallet Standard's Bitcoin extension. */
export type BitcoinSignTransactionFeature = {
  signTransaction(...inputs: BitcoinSignTransactionInput[]): Promise<readonly { signedPsbt: Uint8Array }[]>
}
