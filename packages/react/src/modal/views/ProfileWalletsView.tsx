'use client'
import {
  type ConnectionWithStatus,
  closeModal,
  disconnect,
  fetchBalance,
  formatBalance,
  getNamespaceProfile,
  type Latch,
  navigate,
  switchConnection,
  truncateAddress,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchConnections } from '../../hooks/useLatchConnections.js'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { IconButton } from '../IconButton.js'
import { CloseIcon, WalletIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { WalletImage } from '../WalletImage.js'
import { ActionRow } from './ActionRow.js'
import { useInstalledAndRecent } from './useWalletLists.js'
import { WalletRow } from './WalletRow.js'

/** What a wallet's row says under its name: its account's name or address, and the active one's balance. */
function useDetail(connection: ConnectionWithStatus): { account: string; balance: string | undefined } {
  // The embedded wallet goes by its login (e-mail or social user name), another by its account's name.
  const identity = useLatchSelector((state) =>
    connection.type === 'AUTH'
      ? (state.embeddedWallet.email ?? state.embeddedWallet.userName)
      : state.identity?.address === connection.address
        ? state.identity.name
        : undefined,
  )
  const balance = useLatchSelector((state) => state.balance)
  const shown =
    connection.active &&
    balance &&
    balance.caipAddress === `${connection.caipNetworkId}:${connection.address}`
  return {
    account: identity ?? truncateAddress(connection.address),
    balance: shown ? `${formatBalance(balance.value, balance.decimals)} ${balance.symbol}` : undefined,
  }
}

/** One connected wallet: choosing it makes it active; its remove button disconnects it. */
function ConnectionEntry({ latch, connection }: { latch: Latch; connection: ConnectionWithStatus }) {
  const t = useT()
  const [busy, setBusy] = useState<'switch' | 'remove'>()
  const detail = useDetail(connection)
  // A stored inline icon may have been left out of a cookie session: the wallet's announcement has it again.
  const connectorIcon = useLatchSelector(
    (state) => state.connectors.find((c) => c.id === connection.id)?.imageUrl,
  )
  const name = connection.name ?? connection.id
  const label = getNamespaceProfile(latch, connection.namespace)?.label ?? connection.namespace
  const testId = `wallets-${connection.namespace}-${connection.id}`
  const run = (kind: 'switch' | 'remove', action: () => Promise<unknown>) => {
    setBusy(kind)
    // A failure is the modal's notice (the action raises it); the row just stops waiting.
    action()
      .catch(() => {})
      .finally(() => setBusy(undefined))
  }
  return (
    <li className="wentry" data-testid={testId} data-active={connection.active}>
      <button
        type="button"
        className="row"
        data-testid={`${testId}-choose`}
        aria-current={connection.active ? 'true' : undefined}
        aria-label={connection.active ? `${name} (${t('activeWallet')})` : t('useWallet', { name })}
        aria-busy={busy === 'switch'}
        disabled={Boolean(busy)}
        onClick={() => {
          if (!connection.active)
            run('switch', () =>
              switchConnection(latch, { namespace: connection.namespace, connectorId: connection.id }),
            )
        }}
      >
        {busy === 'switch' ? (
          <span className="wimg">
            <span className="spinner" />
          </span>
        ) : (
          <WalletImage src={connection.icon ?? connectorIcon} name={name} />
        )}
        <span className="wtext">
          <span className="name">{name}</span>
          <span className="muted" data-testid={`${testId}-detail`}>
            {detail.account}
          </span>
          {detail.balance ? (
            <span className="muted" data-testid={`${testId}-balance`}>
              {detail.balance}
            </span>
          ) : null}
        </span>
        <span className="wtags">
          {connection.active ? <span className="tag accent">{t('activeWallet')}</span> : null}
          <span className="tag">{label}</span>
        </span>
      </button>
      <IconButton
        label={t('removeWallet', { name })}
        testId={`${testId}-remove`}
        onClick={() => {
          if (!busy)
            run('remove', async () => {
              await disconnect(latch, { namespace: connection.namespace, connectorId: connection.id })
              // The last wallet gone: nothing is left to show.
              if (latch.store.getState().status === 'disconnected') closeModal(latch)
            })
        }}
      >
        {busy === 'remove' ? <span className="spinner" /> : <CloseIcon />}
      </IconButton>
    </li>
  )
}

/**
 * Wallets (AppKit's ProfileWallets): every wallet connected now, with its icon, account, namespace and, for the
 * active one, the balance; choosing one makes it active, each can be removed; "Add wallet" opens Connect, and the
 * recent wallets not connected now reconnect in one click.
 */
export function ProfileWalletsView({ latch }: { latch: Latch }) {
  const t = useT()
  const { connections } = useLatchConnections()
  const { installed, recent } = useInstalledAndRecent(latch)
  const connected = new Set(connections.map((c) => c.id))
  const recents = [...installed.filter((w) => w.recent), ...recent].filter(
    (w) => !(w.connectorId && connected.has(w.connectorId)),
  )
  const caipAddress = useLatchSelector((state) => {
    const active = state.connections.find((c) => c.namespace === state.activeNamespace)
    return active ? `${active.caipNetworkId}:${active.address}` : undefined
  })
  useEffect(() => {
    if (caipAddress) void fetchBalance(latch).catch(() => {})
  }, [latch, caipAddress])
  return (
    <div className="body" data-testid="view-ProfileWallets">
      <ul className="list" data-testid="wallets-connected">
        {connections.map((connection) => (
          <ConnectionEntry
            key={`${connection.namespace}:${connection.id}`}
            latch={latch}
            connection={connection}
          />
        ))}
        <li>
          <ActionRow
            testId="wallets-add"
            icon={<WalletIcon />}
            label={t('addWallet')}
            onClick={() => navigate(latch, { view: 'Connect' })}
          />
        </li>
      </ul>
      {recents.length ? (
        <>
          <div className="tx-group-title wtitle">{t('recentWallets')}</div>
          <div className="list" data-testid="wallets-recent">
            {recents.map((option) => (
              <WalletRow key={option.id} latch={latch} option={option} />
            ))}
          </div>
        </>
      ) : null}
    </div>
  )
}
