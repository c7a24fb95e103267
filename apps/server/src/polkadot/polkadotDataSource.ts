import type { ChainDataSource } from '../chains/chainDataSource.js'
import { AccountNamespaceError, UnsupportedChainError } from '../chains/chainErrors.js'
import type { Database } from '../db/createDatabase.js'
import { getPolkadotHistory } from './getPolkadotHistory.js'
import { type PolkadotNetworkRegistry, polkadotPublicKey } from './polkadotNetworks.js'

/**
 * The polkadot namespace: an account's balance transfers from the Polkadot indexer's tables, on the network a
 * request names or on every one served. An account is its SS58 address, whatever the prefix it is written
 * with (the data is keyed by its public key). Balances are the widget's own read of the chain, not served here.
 */
export function createPolkadotDataSource({
  db,
  polkadot,
}: {
  db: Database
  polkadot: PolkadotNetworkRegistry
}): ChainDataSource {
  return {
    namespace: 'polkadot',
    networks: () => polkadot.list().map((network) => network.caip),
    isAccount: (address) => polkadotPublicKey(address) !== undefined,
    account(address, chainId) {
      if (chainId !== undefined && !polkadot.get(chainId)) throw new UnsupportedChainError(chainId)
      const publicKey = polkadotPublicKey(address)
      if (!publicKey) throw new AccountNamespaceError(address, chainId ?? 'polkadot')
      return {
        address,
        history: (after) =>
          getPolkadotHistory({ db, networks: polkadot, publicKey, network: chainId, after }),
        balances: async () => [],
      }
    },
  }
}
