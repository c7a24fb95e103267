'use client'
import {
  fetchWallets,
  getIsMobile,
  getWalletImageUrl,
  type Latch,
  navigate,
  RECOMMENDED_WALLETS_LIMIT,
  type WalletEntry,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { afterPaint } from '../afterPaint.js'
import { ChevronIcon, WalletConnectIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { useWalletChoiceBlocked } from './useWalletChoiceBlocked.js'
import { catalogueOption, useInstalledAndRecent, type WalletOption } from './useWalletLists.js'
import { WalletRow } from './WalletRow.js'

const PLACEHOLDERS = ['p1', 'p2', 'p3', 'p4']

/**
 * The wallets section of Connect (and the ConnectWallets view): installed wallets first, then recent ones,
 * remote pairing, up to four featured/recommended, then All Wallets. Every choice is disabled while the
 * legal checkbox waits to be ticked.
 */
export function WalletsSection({ latch }: { latch: Latch }) {
  const t = useT()
  const blocked = useWalletChoiceBlocked(latch)
  const { installed, recent } = useInstalledAndRecent(latch)
  const [catalogue, setCatalogue] = useState<{ featured: WalletEntry[]; top: WalletEntry[]; count: number }>()
  const featuredIds = latch.config.featuredWalletIds ?? []

  useEffect(() => {
    let current = true
    const cancel = afterPaint(() => {
      const featured = featuredIds.length
        ? fetchWallets(latch, { include: featuredIds, entries: featuredIds.length })
        : Promise.resolve({ data: [], count: 0 })
      Promise.all([featured, fetchWallets(latch, { page: 1 })])
        .then(([f, top]) => {
          if (!current) return
          // The server returns included ids in its own order; featured ids keep the configured order.
          const ordered = featuredIds
            .map((id) => f.data.find((w) => w.id === id))
            .filter((w): w is WalletEntry => Boolean(w))
          setCatalogue({ featured: ordered, top: top.data, count: top.count })
        })
        .catch(() => current && setCatalogue({ featured: [], top: [], count: 0 }))
    })
    return () => {
      current = false
      cancel()
    }
  }, [latch, featuredIds])

  const shown = new Set([...installed, ...recent].flatMap((w) => [w.id]))
  const recommended: WalletOption[] = []
  for (const entry of [...(catalogue?.featured ?? []), ...(catalogue?.top ?? [])]) {
    if (recommended.length >= RECOMMENDED_WALLETS_LIMIT) break
    if (shown.has(entry.id) || (entry.rdns && shown.has(entry.rdns))) continue
    shown.add(entry.id)
    recommended.push(catalogueOption(entry, installed))
  }
  const previews = (catalogue?.top ?? []).slice(0, 4)
  const count = catalogue?.count ?? 0

  return (
    <div className="list">
      {installed.map((option) => (
        <WalletRow key={`i-${option.connectorId}`} latch={latch} option={option} />
      ))}
      {recent.map((option) => (
        <WalletRow key={`r-${option.id}`} latch={latch} option={option} />
      ))}
      {latch.config.walletConnect ? (
        <button
          type="button"
          className="row"
          data-testid="wallet-option-walletConnect"
          aria-label={t('walletConnect')}
          disabled={blocked}
          onClick={() =>
            // On a phone a wallet is picked from the list (its app opens with the pairing); elsewhere the QR code.
            navigate(latch, { view: getIsMobile(latch) ? 'AllWallets' : 'ConnectingWalletConnectBasic' })
          }
        >
          <span className="wimg">
            <WalletConnectIcon />
          </span>
          <span className="name">{t('walletConnect')}</span>
          <span className="tag accent">QR</span>
        </button>
      ) : null}
      {recommended.map((option) => (
        <WalletRow key={`c-${option.id}`} latch={latch} option={option} />
      ))}
      {catalogue
        ? null
        : PLACEHOLDERS.map((id) => (
            <div key={id} className="row skeleton" aria-hidden="true" data-testid="wallet-placeholder" />
          ))}
      {latch.config.features.allWallets ? (
        <button
          type="button"
          className="row"
          data-testid="all-wallets"
          aria-label={t('allWallets')}
          disabled={blocked}
          onClick={() => navigate(latch, { view: 'AllWallets' })}
        >
          <span className="grid4" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => {
              const wallet = previews[i]
              return (
                <span key={i}>
                  {wallet?.image_id ? <img src={getWalletImageUrl(latch, wallet.image_id)} alt="" /> : null}
                </span>
              )
            })}
          </span>
          <span className="name">{t('allWallets')}</span>
          <span className="trail">
            {count > 0 ? (
              <span className="tag accent">{count > 10 ? `${Math.floor(count / 10) * 10}+` : count}</span>
            ) : null}
            <ChevronIcon />
          </span>
        </button>
      ) : null}
    </div>
  )
}
