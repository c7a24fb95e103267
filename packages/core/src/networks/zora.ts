import type { CaipNetwork } from '../types.js'

/** Zora (eip155:7777777). */
export const zora = {
  id: 7777777,
  name: 'Zora',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:7777777',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.zora.energy' } },
  testnet: false,
} as const satisfies CaipNetwork
