import type { CaipNetwork } from '../types.js'

/** Goerli (eip155:5), a testnet. */
export const goerli = {
  id: 5,
  name: 'Goerli',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:5',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://5.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://goerli.etherscan.io' } },
  testnet: true,
} as const satisfies CaipNetwork
