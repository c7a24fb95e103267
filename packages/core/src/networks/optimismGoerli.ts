import type { CaipNetwork } from '../types.js'

/** Optimism Goerli (eip155:420), a testnet. */
export const optimismGoerli = {
  id: 420,
  name: 'Optimism Goerli',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:420',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://goerli.optimism.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://goerli-optimism.etherscan.io' } },
  testnet: true,
} as const satisfies CaipNetwork
