import type { CaipNetwork } from '../types.js'

/** Bitcoin testnet3 (bip122: its genesis block hash, 32 hex characters); 8 decimals. */
export const bitcoinTestnet = {
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
} as const satisfies CaipNetwork
