import type { CaipNetwork } from '../types.js'

/** Base Goerli (eip155:84531), a testnet. */
export const baseGoerli = {
  id: 84531,
  name: 'Base Goerli',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:84531',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://goerli.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://goerli.basescan.org' } },
  testnet: true,
} as const satisfies CaipNetwork
