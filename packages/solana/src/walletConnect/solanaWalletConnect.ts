import {
  getWalletConnectAccount,
  type WalletConnectNamespace,
  type WalletConnectProviderLike,
} from '@latch/core'

/**
 * The Solana signing methods, as WalletConnect's Solana JSON-RPC reference names them: each one asks the
 * wallet's holder (a message, one transaction, one signed and sent, several at once).
 */
export const SOLANA_SIGNING_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const

/** Every Solana wallet method Latch sends: the signing methods and the account reads (a session asks for these). */
export const SOLANA_WALLET_METHODS = [
  ...SOLANA_SIGNING_METHODS,
  'solana_getAccounts',
  'solana_requestAccounts',
] as const

/** The solana namespace of the WalletConnect session the eip155 adapter pairs. */
export const solanaWalletConnect: WalletConnectNamespace = {
  namespace: 'solana',
  name: 'Solana',
  methods: SOLANA_WALLET_METHODS,
  events: [],
  pairedBy: 'eip155',
}

/**
 * The session's Solana account on `caipNetworkId` (`solana:<ref>:<address>`), else its first Solana account,
 * if the wallet approved one.
 */
export function walletConnectSolanaAccount(
  provider: WalletConnectProviderLike,
  caipNetworkId: string,
): string | undefined {
  return (
    getWalletConnectAccount(provider, solanaWalletConnect.namespace, caipNetworkId) ??
    getWalletConnectAccount(provider, solanaWalletConnect.namespace)
  )
}
