'use client'
import {
  closeModal,
  disconnect,
  getNamespaceProfile,
  getNetwork,
  getNetworkImageUrl,
  type Latch,
  navigate,
  setPreferredAccountType,
  showAlert,
} from '@latch/core'
import { useState } from 'react'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import {
  ActivityIcon,
  AtIcon,
  ChevronIcon,
  ExternalIcon,
  NetworkIcon,
  PowerIcon,
  WalletIcon,
} from '../../icons.js'
import { useT } from '../../ModalContext.js'
import { WalletImage } from '../../WalletImage.js'
import { ActionRow } from '../ActionRow.js'
import { EmailRow, ExportKeyRow } from './EmailRow.js'
import { PasskeysRow } from './PasskeysRow.js'
import { useEmbeddedAccountType } from './useEmbeddedAccountType.js'
import { WalletFeatureRows } from './WalletFeatureRows.js'

/** The network row: the account's network, or an unknown one, which opens the way to a supported network. */
function NetworkRow({ latch }: { latch: Latch }) {
  const t = useT()
  const { caipNetwork } = useLatchSelector((state) => getNetwork(latch, state))
  return (
    <button
      type="button"
      className="row"
      data-testid="account-network"
      aria-label={`${t('chooseNetwork')}: ${caipNetwork?.name ?? t('unknownNetwork')}`}
      onClick={() => navigate(latch, { view: caipNetwork ? 'Networks' : 'UnsupportedChain' })}
    >
      <WalletImage
        className="net"
        fallback={<NetworkIcon />}
        src={caipNetwork ? getNetworkImageUrl(latch, caipNetwork) : undefined}
        name={caipNetwork?.name ?? '?'}
      />
      <span className="name">{caipNetwork?.name ?? t('unknownNetwork')}</span>
      <span className="trail">
        <ChevronIcon />
      </span>
    </button>
  )
}

/** The embedded wallet's switch between its smart account and its key. */
function AccountTypeSwitch({ latch }: { latch: Latch }) {
  const t = useT()
  const embeddedType = useEmbeddedAccountType()
  const [switching, setSwitching] = useState(false)
  if (!embeddedType) return null
  return (
    <ActionRow
      testId="account-switch-type"
      icon={switching ? <span className="spinner" /> : <NetworkIcon />}
      label={embeddedType === 'smartAccount' ? t('switchToEoa') : t('switchToSmartAccount')}
      busy={switching}
      onClick={() => {
        setSwitching(true)
        setPreferredAccountType(latch, { type: embeddedType === 'smartAccount' ? 'eoa' : 'smartAccount' })
          .catch((error: unknown) => showAlert(latch, { variant: 'error', title: (error as Error).message }))
          .finally(() => setSwitching(false))
      }}
    />
  )
}

/** The address on the network's block explorer. */
function ExplorerLink({ url, address }: { url: string; address: string }) {
  const t = useT()
  return (
    <a
      className="row"
      data-testid="account-explorer"
      href={`${url.replace(/\/+$/, '')}/address/${address}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      <span className="lead">
        <ExternalIcon />
      </span>
      <span className="name">{t('blockExplorer')}</span>
      <span className="trail">
        <ChevronIcon />
      </span>
    </a>
  )
}

function DisconnectRow({ latch }: { latch: Latch }) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="row danger"
      data-testid="account-disconnect"
      disabled={busy}
      onClick={() => {
        setBusy(true)
        disconnect(latch)
          .then(() => closeModal(latch))
          .finally(() => setBusy(false))
      }}
    >
      <span className="lead">{busy ? <span className="spinner" /> : <PowerIcon />}</span>
      <span className="name">{t('disconnect')}</span>
    </button>
  )
}

/**
 * Account's list: the e-mail login's address, the connected wallets (`features.multiWallet`), the network, the embedded wallet's account switch, the wallet's
 * features, Activity, Choose a name (where the namespace has names and the account none), the block explorer and
 * Disconnect.
 */
export function AccountActions(props: { latch: Latch; address: string | undefined; hasName: boolean }) {
  const { latch, address } = props
  const t = useT()
  const { caipNetwork, caipNetworkId } = useLatchSelector((state) => getNetwork(latch, state))
  const profile = useLatchSelector((state) => getNamespaceProfile(latch, state.activeNamespace))
  // Activity only where the server serves the network's history, as its capabilities say (a server that predates
  // the list: wherever the namespace has Activity).
  const historyServed = useLatchSelector((state) => {
    const served = state.capabilities?.history
    return served === undefined
      ? state.capabilities !== undefined
      : served.includes(caipNetworkId as (typeof served)[number])
  })
  const explorer = caipNetwork?.blockExplorers?.default
  return (
    <div className="list">
      <EmailRow latch={latch} />
      {latch.config.features.multiWallet ? (
        <ActionRow
          testId="account-wallets"
          icon={<WalletIcon />}
          label={t('wallets')}
          onClick={() => navigate(latch, { view: 'ProfileWallets' })}
        />
      ) : null}
      <PasskeysRow latch={latch} />
      <NetworkRow latch={latch} />
      <AccountTypeSwitch latch={latch} />
      <WalletFeatureRows latch={latch} address={address} />
      {latch.config.features.history && profile?.features.activity && historyServed && address ? (
        <ActionRow
          testId="account-activity"
          icon={<ActivityIcon />}
          label={t('activity')}
          onClick={() => navigate(latch, { view: 'Activity' })}
        />
      ) : null}
      {profile?.features.names && address && !props.hasName ? (
        <ActionRow
          testId="account-register-name"
          icon={<AtIcon />}
          label={t('chooseName')}
          onClick={() => navigate(latch, { view: 'RegisterAccountName' })}
        />
      ) : null}
      {explorer && address ? <ExplorerLink url={explorer.url} address={address} /> : null}
      <ExportKeyRow latch={latch} />
      <DisconnectRow latch={latch} />
    </div>
  )
}
