import type { CaipNetwork } from '../types.js'

/** Gnosis (eip155:100). */
export const gnosis = {
  id: 100,
  name: 'Gnosis',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:100',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  testnet: false,
} as const satisfies CaipNetwork
