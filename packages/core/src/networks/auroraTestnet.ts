import type { CaipNetwork } from '../types.js'

/** Aurora Testnet (eip155:1313161555), a testnet. */
export const auroraTestnet = {
  id: 1313161555,
  name: 'Aurora Testnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1313161555',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://testnet.aurorascan.dev' } },
  testnet: true,
} as const satisfies CaipNetwork
