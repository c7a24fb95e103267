import type { ChainDataSource, NamespaceAccount } from './chainDataSource.js'
import { AccountNamespaceError, UnsupportedChainError } from './chainErrors.js'

/** The namespaces the server reads, each through its source. */
export type ChainDataSources = {
  /**
   * The account a request names: on the namespace of `chainId` (400 INVALID_PARAMS when no source serves that
   * namespace, or the address is not one of its accounts), else on the first source whose form the address has.
   */
  account(address: string, chainId: string | undefined): NamespaceAccount
  /** The source of the CAIP-2 network `caip`'s namespace: 400 UNSUPPORTED_CHAIN when none serves it. */
  network(caip: string): ChainDataSource
  /** The same, undefined when no source serves the namespace. */
  find(caip: string): ChainDataSource | undefined
  /** Every CAIP-2 network whose accounts' history the server serves. */
  historyNetworks(): string[]
}

/**
 * The registry the blockchain data routes ask for the source of a request's namespace. A new namespace is one
 * source module and one entry of the list (see `createChainData`).
 *
 * @param sources Asked in this order for an address given without a network: put the narrower forms first.
 * @example
 * const sources = createChainDataSources([eip155, bitcoin, solana])
 * await sources.account(address, chainId).balances(publicUrl)
 */
export function createChainDataSources(sources: readonly ChainDataSource[]): ChainDataSources {
  const byNamespace = new Map(sources.map((source) => [source.namespace, source]))
  const find = (caip: string) => byNamespace.get(caip.split(':')[0] ?? '')
  return {
    account(address, chainId) {
      const source = chainId === undefined ? sources.find((s) => s.isAccount(address)) : find(chainId)
      if (!source) throw new AccountNamespaceError(address, chainId ?? 'any network served')
      return source.account(address, chainId)
    },
    network(caip) {
      const source = find(caip)
      if (!source) throw new UnsupportedChainError(caip)
      return source
    },
    find,
    historyNetworks: () => sources.flatMap((source) => source.networks()),
  }
}
