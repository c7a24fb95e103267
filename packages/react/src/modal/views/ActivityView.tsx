'use client'
import {
  fetchTransactions,
  formatTransactionQuantity,
  getAccount,
  getNetwork,
  getTransactionGroupTitle,
  groupTransactionsByYearAndMonth,
  type Latch,
  type Transaction,
  type TransactionTransfer,
  truncateAddress,
  watchTransactions,
} from '@latch/core'
import { type ReactNode, useEffect, useMemo } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import type { Strings } from '../i18n/en.js'
import { textDirection } from '../i18n/locales.js'
import { ActivityIcon, ArrowDownIcon, ArrowUpIcon, CheckIcon, SwapIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { WalletImage } from '../WalletImage.js'

const operationLabels: Record<Transaction['metadata']['operationType'], keyof Strings> = {
  send: 'sent',
  receive: 'received',
  trade: 'swapped',
  mint: 'minted',
  burn: 'burned',
  approve: 'approved',
  execute: 'executed',
  buy: 'bought',
}

/**
 * Activity: the account's transactions on the active network, grouped by month, newest first; more pages
 * load on demand. Transactions sent from this modal show as pending until mined.
 */
export function ActivityView({ latch }: { latch: Latch }) {
  const t = useT()
  const locale = useLatchSelector((state) => state.locale)
  const { address, caipAddress } = useLatchSelector((state) => getAccount(latch, state))
  const { caipNetworkId } = useLatchSelector((state) => getNetwork(latch, state))
  const list = useLatchSelector((state) => state.transactions)

  useEffect(() => {
    // fetchTransactions reports its own failure (an alert and the list's error state).
    if (caipAddress) fetchTransactions(latch, { reset: true }).catch(() => {})
  }, [latch, caipAddress])
  useEffect(() => watchTransactions(latch), [latch])

  const ownList = list.caipAddress === caipAddress
  const items = useMemo(() => {
    const sender = address?.toLowerCase()
    const local = list.local.filter(
      (item) => item.metadata.chain === caipNetworkId && item.metadata.sentFrom === sender,
    )
    return [...local, ...(ownList ? list.transactions : [])]
  }, [list, ownList, address, caipNetworkId])
  const groups = useMemo(() => groupTransactionsByYearAndMonth(items), [items])
  // Without an account there is nothing to load: the empty state shows at once.
  const firstLoad = Boolean(caipAddress) && items.length === 0 && (list.loading || !ownList)

  return (
    <div className="body" data-testid="view-Activity" aria-busy={list.loading}>
      {firstLoad ? (
        <ul className="list" data-testid="activity-loading" role="status" aria-label={t('loadingMore')}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="row skeleton" />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <div className="center" data-testid="activity-empty">
          <span className="wimg">
            <ActivityIcon />
          </span>
          <h3>{t('noActivity')}</h3>
          <p>{t('noActivityText')}</p>
        </div>
      ) : (
        groups.map((group) => {
          const title = getTransactionGroupTitle(group, { locale })
          return (
            <section key={`${group.year}-${group.month}`} className="tx-group" data-testid="activity-group">
              <h3 className="tx-group-title" data-testid="activity-group-title">
                {title}
              </h3>
              <ul className="list">
                {group.transactions.map((item) => (
                  <TransactionRow key={item.id} item={item} locale={locale} />
                ))}
              </ul>
            </section>
          )
        })
      )}
      {ownList && list.next ? (
        <button
          type="button"
          className="btn tx-more"
          data-testid="activity-load-more"
          aria-busy={list.loading}
          disabled={list.loading}
          onClick={() => {
            // fetchTransactions reports its own failure (an alert and the list's error state).
            fetchTransactions(latch).catch(() => {})
          }}
        >
          {list.loading ? <span className="spinner" /> : null}
          {list.loading ? t('loadingMore') : t('loadMore')}
        </button>
      ) : null}
    </div>
  )
}

function TransactionRow({ item, locale }: { item: Transaction; locale: string }) {
  const t = useT()
  const { metadata, transfers } = item
  const first = transfers[0]
  let lead: ReactNode = <ArrowUpIcon />
  if (metadata.operationType === 'trade') lead = <SwapIcon />
  else if (metadata.operationType === 'approve') lead = <CheckIcon />
  else if (first?.direction === 'in') lead = <ArrowDownIcon />
  const icon = first?.fungible_info?.icon?.url || first?.nft_info?.content?.preview?.url || undefined
  const description =
    transfers.length > 0
      ? transfers
          .slice(0, 2)
          .map(describeTransfer)
          // From the first to the second, in the reading direction (arrows are not mirrored by the text's direction).
          .join(textDirection(locale) === 'rtl' ? ' ← ' : ' → ')
      : truncateAddress(metadata.sentTo || metadata.sentFrom)
  const minedAt = new Date(metadata.minedAt)
  const when = Number.isNaN(minedAt.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(minedAt)

  return (
    <li
      className="row tx"
      data-testid="activity-item"
      data-hash={metadata.hash}
      data-status={metadata.status}
    >
      <span className="lead">
        {icon ? <WalletImage className="wimg" src={icon} name="" fallback={lead} /> : lead}
      </span>
      <span className="tx-text">
        <span className="name">{t(operationLabels[metadata.operationType])}</span>
        <span className="tx-desc" data-testid="activity-item-description">
          {description}
        </span>
      </span>
      <span className="trail">
        {metadata.status === 'confirmed' ? (
          <time dateTime={metadata.minedAt}>{when}</time>
        ) : (
          <span
            className={`tag${metadata.status === 'failed' ? ' failed' : ''}`}
            data-testid="activity-item-status"
          >
            {metadata.status === 'pending' ? <span className="spinner" /> : null}
            {t(metadata.status)}
          </span>
        )}
      </span>
    </li>
  )
}

/** `+1.500 ETH` for a fungible transfer (3 decimals), the NFT's name otherwise. */
function describeTransfer(transfer: TransactionTransfer): string {
  if (transfer.fungible_info) {
    const sign = transfer.direction === 'in' ? '+' : '-'
    return `${sign}${formatTransactionQuantity(transfer.quantity.numeric)} ${transfer.fungible_info.symbol}`.trim()
  }
  return transfer.nft_info?.name ?? ''
}
