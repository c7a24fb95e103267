import type { ConnectWallets, Latch, WalletEntry, WalletPage } from '../types.js'

/**
 * The Connect view's wallets from the featured page (when featured ids are configured) and the first
 * page. The same two pages give the same object, so a view handed an unchanged answer does not render again.
 */
export function toConnectWallets(
  latch: Latch,
  featuredPage: WalletPage | undefined,
  topPage: WalletPage,
): ConnectWallets {
  const memo = latch.internal.connectWallets
  if (memo && memo.featuredPage === featuredPage && memo.topPage === topPage) return memo.value
  // The server returns included ids in its own order; featured ids keep the configured order.
  const featured = (latch.config.featuredWalletIds ?? [])
    .map((id) => featuredPage?.data.find((wallet) => wallet.id === id))
    .filter((wallet): wallet is WalletEntry => Boolean(wallet))
  const value = { featured, top: topPage.data, count: topPage.count }
  latch.internal.connectWallets = { featuredPage, topPage, value }
  return value
}
