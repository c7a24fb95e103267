import type { WalletPage } from '../types.js'

/** A `/getWallets` body as a page, whatever the server left out. */
export function toWalletPage(body: { data?: unknown; count?: unknown }): WalletPage {
  return {
    data: Array.isArray(body.data) ? body.data : [],
    count: typeof body.count === 'number' ? body.count : 0,
  }
}
