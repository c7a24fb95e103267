import type { CaipNetwork, ConnectionAccount } from '@latch/core'
import type { WalletAccount } from '@wallet-standard/base'
import { toBitcoinWalletChain } from '../bitcoinChains.js'

// A Bitcoin wallet's accounts as the connection lists them: payments, and ordinals (inscriptions, on taproot).

/** A public key (or any bytes) in hex. */
export const toHex = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** Accounts by purpose: the wallet marks ordinals accounts with taproot (`bc1p…`) addresses. */
export function pickAccounts(accounts: readonly WalletAccount[], network: CaipNetwork) {
  const chain = toBitcoinWalletChain(network)
  const onChain = accounts.filter((account) => account.chains.length === 0 || account.chains.includes(chain))
  const isTaproot = (account: WalletAccount) => /^(bc|tb|bcrt)1p/.test(account.address)
  return {
    payment: onChain.find((account) => !isTaproot(account)) ?? onChain[0],
    ordinal: onChain.find(isTaproot),
  }
}

/** The payment and ordinal accounts as the connection lists them, when the wallet gave both; undefined otherwise. */
export function typedAccounts(picked: {
  payment: WalletAccount | undefined
  ordinal: WalletAccount | undefined
}): ConnectionAccount[] | undefined {
  const { payment, ordinal } = picked
  if (!payment || !ordinal) return undefined
  return [
    { address: payment.address, type: 'payment', publicKey: toHex(payment.publicKey) },
    { address: ordinal.address, type: 'ordinal', publicKey: toHex(ordinal.publicKey) },
  ]
}
