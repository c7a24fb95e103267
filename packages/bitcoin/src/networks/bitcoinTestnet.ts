import type { CaipNetwork } from '@latch/core'
import { BITCOIN_TESTNET_REFERENCE } from '../bitcoinChains.js'

/** Bitcoin testnet3 (bip122: its genesis block hash, 32 hex characters); 8 decimals. */
export const bitcoinTestnet = {
  id: BITCOIN_TESTNET_REFERENCE,
  name: 'Bitcoin Testnet',
  chainNamespace: 'bip122',
  caipNetworkId: `bip122:${BITCOIN_TESTNET_REFERENCE}`,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
} as const satisfies CaipNetwork
