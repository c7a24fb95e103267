import type { CaipNetwork } from '../types.js'

/** zkSync Era Testnet (eip155:280), a testnet. */
export const zkSyncTestnet = {
  id: 280,
  name: 'zkSync Era Testnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:280',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet.era.zksync.dev'] } },
  blockExplorers: { default: { name: 'zkExplorer', url: 'https://goerli.explorer.zksync.io' } },
  testnet: true,
} as const satisfies CaipNetwork
