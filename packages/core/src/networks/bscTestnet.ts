import type { CaipNetwork } from '../types.js'

/** BNB Smart Chain Testnet (eip155:97), a testnet. */
export const bscTestnet = {
  id: 97,
  name: 'BNB Smart Chain Testnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:97',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
  testnet: true,
} as const satisfies CaipNetwork
