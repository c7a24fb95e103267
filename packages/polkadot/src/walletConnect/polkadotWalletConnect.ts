import type { WalletConnectNamespace } from '@latch/core'

/**
 * The Polkadot wallet methods Latch sends over WalletConnect, as WalletConnect's Polkadot JSON-RPC reference names
 * them (a session asks for these): `polkadot_signTransaction` signs an extrinsic's payload (`SignerPayloadJSON`),
 * `polkadot_signMessage` a text wrapped in `<Bytes>…</Bytes>`; both answer `{ signature }`.
 */
export const POLKADOT_WALLET_METHODS = ['polkadot_signTransaction', 'polkadot_signMessage'] as const
export const POLKADOT_WALLET_EVENTS = ['chainChanged', 'accountsChanged'] as const

/**
 * The polkadot namespace of the WalletConnect session the eip155 adapter pairs. Polkadot's reads go to each
 * network's node, not through the session: the wallet signs only.
 */
export const polkadotWalletConnect: WalletConnectNamespace = {
  namespace: 'polkadot',
  name: 'Polkadot',
  methods: POLKADOT_WALLET_METHODS,
  events: POLKADOT_WALLET_EVENTS,
  pairedBy: 'eip155',
}
