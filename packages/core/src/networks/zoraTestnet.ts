import type { CaipNetwork } from '../types.js'

/** Zora Goerli Testnet (eip155:999), a testnet. */
export const zoraTestnet = {
  id: 999,
  name: 'Zora Goerli Testnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:999',
  nativeCurrency: { name: 'Zora Goerli', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet.rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://testnet.explorer.zora.energy' } },
  testnet: true,
} as const satisfies CaipNetwork
