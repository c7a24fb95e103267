import type { CaipNetwork } from '@latch/core'
import { SOLANA_DEVNET_REFERENCE } from '../solanaChains.js'

/** Solana devnet (solana:EtWTRA…), with the CAIP id older wallets still use. */
export const solanaDevnet = {
  id: SOLANA_DEVNET_REFERENCE,
  name: 'Solana Devnet',
  chainNamespace: 'solana',
  caipNetworkId: `solana:${SOLANA_DEVNET_REFERENCE}`,
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' } },
  testnet: true,
} as const satisfies CaipNetwork
