import type { CaipNetwork } from '../types.js'

/** Arbitrum Goerli (eip155:421613), a testnet. */
export const arbitrumGoerli = {
  id: 421613,
  name: 'Arbitrum Goerli',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:421613',
  nativeCurrency: { name: 'Arbitrum Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://goerli-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://goerli.arbiscan.io' } },
  testnet: true,
} as const satisfies CaipNetwork
