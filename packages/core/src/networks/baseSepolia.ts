import type { CaipNetwork } from '../types.js'

/** Base Sepolia (eip155:84532), a testnet. */
export const baseSepolia = {
  id: 84532,
  name: 'Base Sepolia',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:84532',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  testnet: true,
} as const satisfies CaipNetwork
