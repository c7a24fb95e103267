import type { CaipNetwork, NamespaceProfile } from '../types.js'

// Core's tests of a second namespace: core names none but eip155, so they bring the namespace as an adapter
// package would (its network and its profile), with Solana's values.

/** Solana mainnet, as `@latch/solana/networks` defines it. */
export const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
}

/** What `solanaAdapter()` declares of Solana: a fee that is a transfer's whole cost, its own failure text, the on-ramp. */
export const solanaProfile: NamespaceProfile = {
  label: 'Solana',
  isValidAddress: (value) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value),
  fee: { gasUnits: 1n, sendsGasPrice: false, shownIn: 'coin' },
  balances: { source: 'dataApi', countsMempool: false },
  sendFailedText: 'sendFailedSolana',
  features: { send: true, names: false, onramp: true, activity: true, embeddedWallet: true },
  defaultAccountType: 'eoa',
}
