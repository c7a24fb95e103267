import type { CaipNetwork } from '@latch/core'
import { BITCOIN_REGTEST_REFERENCE } from './bitcoinChains.js'

/**
 * A local Bitcoin regtest network (the devnet's, or a bitcoind with an Esplora in front), read through the
 * Esplora-shaped API at `esploraUrl`; 8 decimals.
 *
 * @example
 * const local = bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:3002' })
 */
export function bitcoinRegtest(parameters: { esploraUrl: string; name?: string }): CaipNetwork {
  return {
    id: BITCOIN_REGTEST_REFERENCE,
    name: parameters.name ?? 'Bitcoin Regtest',
    chainNamespace: 'bip122',
    caipNetworkId: `bip122:${BITCOIN_REGTEST_REFERENCE}`,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [parameters.esploraUrl] } },
    testnet: true,
  }
}
