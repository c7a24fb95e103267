import type { getWalletsRoute } from '@latch/api'
import { routeUrl } from '../api/routeUrl.js'
import { SEARCH_ENTRIES, WALLET_PAGE_SIZE } from '../constants.js'
import type { Latch, WalletQuery } from '../types.js'

/**
 * The `/getWallets` URL of a catalogue query, with the config's included and excluded ids applied and the
 * dApp's networks as `chains`, so the catalogue lists only wallets that support their namespaces.
 */
export function walletsUrl(latch: Latch, parameters: WalletQuery): string {
  const search = parameters.search?.trim() ?? ''
  const include = parameters.include ?? latch.config.includeWalletIds ?? []
  const exclude = [...(latch.config.excludeWalletIds ?? []), ...(parameters.exclude ?? [])]
  return routeUrl<typeof getWalletsRoute>(latch, 'GET /getWallets', {
    query: {
      page: parameters.page ?? 1,
      entries: parameters.entries ?? (search ? SEARCH_ENTRIES : WALLET_PAGE_SIZE),
      // Only wallets that speak one of the dApp's namespaces are listed.
      chains: latch.config.networks.map((network) => network.caipNetworkId).join(','),
      search: search || undefined,
      include: include.join(','),
      exclude: exclude.join(','),
      badge_type: parameters.badgeType,
    },
  })
}
