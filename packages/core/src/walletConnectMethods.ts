// A module of its own, not in constants.ts: only the lazy WalletConnect, Bitcoin and Polkadot code reads these,
// so they stay out of the first bundle, which holds constants.ts.

/**
 * The Polkadot wallet methods Latch sends over WalletConnect, as WalletConnect's Polkadot JSON-RPC reference names
 * them (a session asks for these): `polkadot_signTransaction` signs an extrinsic's payload (`SignerPayloadJSON`),
 * `polkadot_signMessage` a text wrapped in `<Bytes>…</Bytes>`; both answer `{ signature }`.
 */
export const POLKADOT_WALLET_METHODS = ['polkadot_signTransaction', 'polkadot_signMessage'] as const
export const POLKADOT_WALLET_EVENTS = ['chainChanged', 'accountsChanged'] as const

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
