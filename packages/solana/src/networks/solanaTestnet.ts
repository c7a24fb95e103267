import type { CaipNetwork } from '@latch/core'
import { SOLANA_TESTNET_REFERENCE } from '../solanaChains.js'

/** Solana testnet (solana:4uhcVJ…). */
export const solanaTestnet = {
  id: SOLANA_TESTNET_REFERENCE,
  name: 'Solana Testnet',
  chainNamespace: 'solana',
  caipNetworkId: `solana:${SOLANA_TESTNET_REFERENCE}`,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' } },
  testnet: true,
} as const satisfies CaipNetwork
