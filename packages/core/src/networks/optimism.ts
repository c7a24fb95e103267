import type { CaipNetwork } from '../types.js'

/** OP Mainnet (eip155:10). */
export const optimism = {
  id: 10,
  name: 'OP Mainnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:10',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  testnet: false,
} as const satisfies CaipNetwork
