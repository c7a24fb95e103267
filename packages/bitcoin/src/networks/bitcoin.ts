import type { CaipNetwork } from '@latch/core'
import { BITCOIN_MAINNET_REFERENCE } from '../bitcoinChains.js'

/** Bitcoin mainnet (bip122: its genesis block hash, 32 hex characters); 8 decimals. */
export const bitcoin = {
  id: BITCOIN_MAINNET_REFERENCE,
  name: 'Bitcoin',
  chainNamespace: 'bip122',
  caipNetworkId: `bip122:${BITCOIN_MAINNET_REFERENCE}`,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
} as const satisfies CaipNetwork
