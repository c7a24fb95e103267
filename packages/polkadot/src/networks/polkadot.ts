import type { CaipNetwork } from '@latch/core'
import { POLKADOT_MAINNET_REFERENCE } from '../polkadotChains.js'

/** Polkadot's relay chain (polkadot: the first 32 hex characters of its genesis hash); DOT, 10 decimals. */
export const polkadot = {
  id: POLKADOT_MAINNET_REFERENCE,
  name: 'Polkadot',
  chainNamespace: 'polkadot',
  caipNetworkId: `polkadot:${POLKADOT_MAINNET_REFERENCE}`,
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  testnet: false,
} as const satisfies CaipNetwork
