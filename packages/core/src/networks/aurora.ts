import type { CaipNetwork } from '../types.js'

/** Aurora (eip155:1313161554). */
export const aurora = {
  id: 1313161554,
  name: 'Aurora',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1313161554',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
  testnet: false,
} as const satisfies CaipNetwork
