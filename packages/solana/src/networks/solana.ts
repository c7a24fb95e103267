import type { CaipNetwork } from '@latch/core'
import { SOLANA_MAINNET_REFERENCE } from '../solanaChains.js'

/** Solana mainnet (solana:5eykt4…), with the CAIP id older wallets still use. */
export const solana = {
  id: SOLANA_MAINNET_REFERENCE,
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: `solana:${SOLANA_MAINNET_REFERENCE}`,
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: false,
} as const satisfies CaipNetwork
