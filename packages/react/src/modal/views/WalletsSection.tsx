'use client'
import {
  type ConnectWallets,
  getConnectWallets,
  getIsMobile,
  getWalletImageUrl,
  type Latch,
  loadConnectWallets,
  navigate,
  RECOMMENDED_WALLETS_LIMIT,
} from '@latch/core'
import { useEffect, useRef, useState } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { ChevronIcon, WalletConnectIcon } from '../icons.js'
import { useShown, useT } from '../ModalContext.js'
import { builtInWallets } from './builtInWallets.js'
import { useWalletChoiceBlocked } from './useWalletChoiceBlocked.js'
import { catalogueOption, useInstalledAndRecent, type WalletOption } from './useWalletLists.js'
import { WalletRow } from './WalletRow.js'

/**
 * The catalogue wallets to show, at once: the server's answer when it is in memory, else the copy kept
 * from the last visit, else the list built into the modal. `settled` turns true when the server's answer
 * (or its failure) is known; until then the shown wallets may still be replaced.
 */
function useConnectWallets(latch: Latch, open: boolean): { wallets: ConnectWallets; settled: boolean } {
  const [state, setState] = useState(() => ({
    wallets: getConnectWallets(latch) ?? builtInWallets(latch),
    settled: false,
  }))
  // The view is mounted with the modal, which may be mounted closed: nothing is asked before it opens.
  useEffect(() => {
    if (!open) return
    let current = true
    // Usually already in flight since the pointer went down on the connect button: this joins it.
    loadConnectWallets(latch).then(
      (wallets) => current && setState({ wallets, settled: true }),
      // Without the server the shown wallets stay: they are real catalogue entries.
      () => current && setState((previous) => ({ ...previous, settled: true })),
    )
    return () => {
      current = false
    }
  }, [latch, open])
  return state
}

/** Installed wallets (recent ones first), then recent wallets that are not installed. */
function BrowserWallets({
  latch,
  options,
  open,
}: {
  latch: Latch
  options: readonly WalletOption[]
  open: boolean
}) {
  return options.map((option) => (
    <WalletRow
      key={`${option.installed ? 'i' : 'r'}-${option.connectorId ?? option.id}`}
      latch={latch}
      option={option}
      showImage={open}
    />
  ))
}

/** Remote pairing: the QR code on a desktop, the catalogue on a phone (a wallet's app opens with the pairing). */
function WalletConnectRow({ latch, blocked }: { latch: Latch; blocked: boolean }) {
  const t = useT()
  const paired = useHasPairing(latch)
  if (!paired) return null
  return (
    <button
      type="button"
      className="row"
      data-testid="wallet-option-walletConnect"
      aria-label={t('walletConnect')}
      disabled={blocked}
      onClick={() =>
        navigate(latch, { view: getIsMobile(latch) ? 'AllWallets' : 'ConnectingWalletConnectBasic' })
      }
    >
      <span className="wimg">
        <WalletConnectIcon />
      </span>
      <span className="name">{t('walletConnect')}</span>
      <span className="tag accent">QR</span>
    </button>
  )
}

/**
 * Up to four featured, then popular, catalogue wallets not already listed. Until the server's answer is
 * known the expected rows are reserved (placeholders fill what the shown list lacks), and once it is,
 * rows that went away leave invisible spacers: replacing the list never moves a row under the pointer.
 */
function RecommendedWallets({
  latch,
  wallets,
  settled,
  listed,
  open,
}: {
  latch: Latch
  wallets: ConnectWallets
  settled: boolean
  listed: readonly WalletOption[]
  open: boolean
}) {
  const shown = new Set(listed.map((w) => w.id))
  const installed = listed.filter((w) => w.connectorId !== undefined)
  const recommended: WalletOption[] = []
  for (const entry of [...wallets.featured, ...wallets.top]) {
    if (recommended.length >= RECOMMENDED_WALLETS_LIMIT) break
    if (shown.has(entry.id) || (entry.rdns && shown.has(entry.rdns))) continue
    shown.add(entry.id)
    recommended.push(catalogueOption(entry, installed))
  }
  // Rows ever shown in this view stay reserved; before the answer, as many rows as are expected.
  const shownRows = useRef(0)
  shownRows.current = Math.max(shownRows.current, recommended.length)
  const expected = Math.min(
    RECOMMENDED_WALLETS_LIMIT,
    latch.config.includeWalletIds?.length ?? RECOMMENDED_WALLETS_LIMIT,
  )
  const slots = settled ? shownRows.current : Math.max(recommended.length, expected)
  const fillers = Array.from({ length: slots - recommended.length }, (_, i) => `filler-${i}`)
  return (
    <>
      {recommended.map((option) => (
        <WalletRow key={`c-${option.id}`} latch={latch} option={option} showImage={open} />
      ))}
      {fillers.map((id) =>
        settled ? (
          <div key={id} className="row spacer" aria-hidden="true" data-testid="wallet-spacer" />
        ) : (
          <div key={id} className="row skeleton" aria-hidden="true" data-testid="wallet-placeholder" />
        ),
      )}
    </>
  )
}

/** The way to the whole catalogue, with four of its icons and its size. */
function AllWalletsRow({
  latch,
  wallets,
  open,
  blocked,
}: {
  latch: Latch
  wallets: ConnectWallets
  open: boolean
  blocked: boolean
}) {
  const t = useT()
  if (!latch.config.features.allWallets) return null
  const previews = wallets.top.slice(0, 4)
  const count = wallets.count
  return (
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
              {open && wallet?.image_id ? (
                <img src={getWalletImageUrl(latch, wallet.image_id)} alt="" />
              ) : null}
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
  )
}

/**
 * The wallets section of Connect (and the ConnectWallets view): installed wallets first, then recent ones,
 * remote pairing, up to four featured/recommended catalogue wallets, then All Wallets. It renders complete
 * in the task of the click, from memory: nothing here waits for the network. Every choice is disabled while
 * the legal checkbox waits to be ticked.
 */
export function WalletsSection({ latch }: { latch: Latch }) {
  const blocked = useWalletChoiceBlocked(latch)
  const { installed, recent } = useInstalledAndRecent(latch)
  // The modal is mounted closed once the page is idle: closed, the view asks for nothing and shows no image.
  // Open, the icons and the catalogue's answer wait for the rows' first frame (their letters hold the place).
  const open = useShown()
  const { wallets, settled } = useConnectWallets(latch, open)
  const listed = [...installed, ...recent]
  return (
    <div className="list">
      <BrowserWallets latch={latch} options={listed} open={open} />
      <WalletConnectRow latch={latch} blocked={blocked} />
      <RecommendedWallets latch={latch} wallets={wallets} settled={settled} listed={listed} open={open} />
      <AllWalletsRow latch={latch} wallets={wallets} open={open} blocked={blocked} />
    </div>
  )
}

/**
 * Whether remote pairing is there: WalletConnect configured, and an adapter that offers its connector (the EVM
 * adapter given `walletConnect()`). Configured alone, the modal offers no pairing it could not start.
 */
export function useHasPairing(latch: Latch): boolean {
  const offered = useLatchSelector((state) => state.connectors.some((c) => c.type === 'WALLET_CONNECT'))
  return Boolean(latch.config.walletConnect) && offered
}
