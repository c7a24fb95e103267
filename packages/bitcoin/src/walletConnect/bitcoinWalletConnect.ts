import type { WalletConnectNamespace } from '@latch/core'

/**
 * The Bitcoin wallet methods Latch sends over WalletConnect, as WalletConnect's Bitcoin JSON-RPC reference names
 * them (a session asks for these); the wallet reports address changes with `bip122_addressesChanged`.
 */
export const BITCOIN_WALLET_METHODS = [
  'signMessage',
  'signPsbt',
  'sendTransfer',
  'getAccountAddresses',
] as const
export const BITCOIN_WALLET_EVENTS = ['bip122_addressesChanged'] as const

/**
 * The bip122 namespace of the WalletConnect session the eip155 adapter pairs. Bitcoin's reads go to each
 * network's Esplora API, not through the session: the wallet signs only.
 */
export const bitcoinWalletConnect: WalletConnectNamespace = {
  namespace: 'bip122',
  name: 'Bitcoin',
  methods: BITCOIN_WALLET_METHODS,
  events: BITCOIN_WALLET_EVENTS,
  pairedBy: 'eip155',
}
