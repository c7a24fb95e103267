'use client'
import { CONNECTOR_IDS, type Connector, type Latch, type RecentWallet, type WalletEntry } from '@latch/core'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'

/** A row of the wallet lists: an installed connector, a recent wallet or a catalogue wallet. */
export type WalletOption = {
  /** The catalogue id (for an announced wallet not in the catalogue, its rdns). */
  id: string
  name: string
  imageUrl?: string | undefined
  imageId?: string | undefined
  installed: boolean
  recent: boolean
  connectorId?: string | undefined
  wallet?: WalletEntry | RecentWallet | undefined
}

/** The wallet id a connector stands for in the catalogue. */
export function connectorWalletId(connector: Connector): string {
  return connector.explorerId ?? connector.info?.rdns ?? connector.id
}

/** The page's connectors (config exclusions applied) and recent wallets that are not among them. */
export function useInstalledAndRecent(latch: Latch): { installed: WalletOption[]; recent: WalletOption[] } {
  const connectors = useLatchSelector((state) => state.connectors)
  const recentWallets = useLatchSelector((state) => state.recentWallets)
  const excluded = new Set(latch.config.excludeWalletIds ?? [])
  const recentIds = new Set(recentWallets.map((w) => w.id))
  // Remote pairing and the e-mail login are not browser wallets: each has its own entry.
  const installed: WalletOption[] = connectors
    .filter((c) => c.type !== 'WALLET_CONNECT' && c.type !== 'AUTH' && !excluded.has(connectorWalletId(c)))
    .map((c) => ({
      id: connectorWalletId(c),
      name: c.name,
      imageUrl: c.imageUrl,
      imageId: c.imageId,
      // A connector on a wallet's SDK (type EXTERNAL: Coinbase without its extension) is offered, not installed.
      installed: c.type !== 'EXTERNAL',
      recent: recentIds.has(connectorWalletId(c)),
      connectorId: c.id,
    }))
  // Recent, installed wallets are listed first among the installed ones.
  installed.sort((a, b) => Number(b.recent) - Number(a.recent))
  const installedIds = new Set(installed.map((w) => w.id))
  const recent: WalletOption[] = recentWallets
    .filter((w) => !installedIds.has(w.id) && !excluded.has(w.id) && w.id !== CONNECTOR_IDS.walletConnect)
    .map((w) => ({
      id: w.id,
      name: w.name,
      imageUrl: w.imageUrl,
      imageId: w.imageId,
      installed: false,
      recent: true,
      wallet: w,
    }))
  return { installed, recent }
}

/** A catalogue entry as a row, marked installed when a connector on the page matches it. */
export function catalogueOption(entry: WalletEntry, installed: readonly WalletOption[]): WalletOption {
  const match = installed.find((w) => w.id === entry.id || (entry.rdns ? w.id === entry.rdns : false))
  return {
    id: entry.id,
    name: entry.name,
    imageId: entry.image_id ?? undefined,
    imageUrl: match?.imageUrl,
    installed: Boolean(match?.installed),
    recent: false,
    connectorId: match?.connectorId,
    wallet: entry,
  }
}
