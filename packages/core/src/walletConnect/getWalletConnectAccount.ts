import type { WalletConnectProviderLike } from '../types/walletConnect.js'

/**
 * The address of the session's account in `namespace` on the chain `caipNetworkId` (its CAIP-10 account
 * `<caipNetworkId>:<address>`), if the wallet approved one; without a chain, the namespace's first account.
 *
 * @example
 * getWalletConnectAccount(provider, 'bip122', 'bip122:000000000019d6689c085ae165831e93')
 */
export function getWalletConnectAccount(
  provider: WalletConnectProviderLike,
  namespace: string,
  caipNetworkId?: string,
): string | undefined {
  const accounts = provider.session?.namespaces[namespace]?.accounts ?? []
  const account =
    caipNetworkId === undefined
      ? accounts[0]
      : accounts.find((candidate) => candidate.startsWith(`${caipNetworkId}:`))
  return account?.split(':')[2]
}
