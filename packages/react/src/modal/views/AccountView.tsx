'use client'
import {
  closeModal,
  disconnect,
  fetchBalance,
  fetchCapabilities,
  fetchIdentity,
  formatBalance,
  getAccount,
  getIsOnrampAvailable,
  getIsSwapAvailable,
  getNetwork,
  getNetworkImageUrl,
  type Latch,
  navigate,
  setPreferredAccountType,
  showAlert,
  switchAccount,
  trackEvent,
  truncateAddress,
  type WalletFeature,
} from '@latch/core'
import { Fragment, type ReactNode, useEffect, useState } from 'react'
import { avatarColors } from '../../buttons/avatarColors.js'
import { setCssVars } from '../../buttons/setCssVars.js'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { IconButton } from '../IconButton.js'
import {
  ActivityIcon,
  AtIcon,
  CardIcon,
  ChevronIcon,
  CopyIcon,
  ExternalIcon,
  NetworkIcon,
  PowerIcon,
  ReceiveIcon,
  SendIcon,
  SwapIcon,
} from '../icons.js'
import { useT } from '../ModalContext.js'
import { WalletImage } from '../WalletImage.js'
import { AccountTokens } from './AccountTokens.js'
import { ActionRow } from './ActionRow.js'
import { loadOnrampViews } from './onramp/loadOnrampViews.js'
import { socialProviderNames } from './socialLogin.js'
import { loadSwapViews } from './swap/loadSwapViews.js'

/** Account: address, native balance (3 decimals), tokens, network, wallet actions, block explorer, copy and disconnect. */
export function AccountView({ latch }: { latch: Latch }) {
  const t = useT()
  const { address, caipAddress } = useLatchSelector((state) => getAccount(latch, state))
  const { caipNetwork } = useLatchSelector((state) => getNetwork(latch, state))
  const balance = useLatchSelector((state) => state.balance)
  const namespace = useLatchSelector((state) => state.activeNamespace)
  const name = useLatchSelector((state) =>
    state.identity && state.identity.address === address ? state.identity.name : undefined,
  )
  const canSwap = useLatchSelector((state) => getIsSwapAvailable(latch, state))
  const canBuy = useLatchSelector((state) => getIsOnrampAvailable(latch, state))
  // A social login's identity, as AppKit shows it: "alice@example.com via Google".
  const social = useLatchSelector((state) =>
    state.activeNamespace === 'eip155' && state.embeddedWallet.loginUsed
      ? state.embeddedWallet.socialProvider
      : undefined,
  )
  const userName = useLatchSelector((state) => state.embeddedWallet.userName)
  const sending = useLatchSelector((state) => state.send.loading)
  const accountType = useLatchSelector(
    (state) => state.connections.find((c) => c.namespace === state.activeNamespace)?.accountType,
  )
  const [busy, setBusy] = useState(false)
  // The embedded wallet on a network with a bundler: its smart account or its key, and the switch (as AppKit).
  const embeddedType = useLatchSelector((state) => {
    const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
    if (connection?.type !== 'AUTH' || connection.namespace !== 'eip155') return undefined
    const chainId = Number(connection.caipNetworkId.split(':')[1])
    if (!state.embeddedWallet.smartAccountEnabledNetworks.includes(chainId)) return undefined
    return connection.accountType ?? 'eoa'
  })
  const [switching, setSwitching] = useState(false)
  // The wallet's accounts when it offers a choice, one tab each: a Bitcoin wallet's payment and ordinal accounts
  // (as AppKit), or a Polkadot extension's accounts by name. The selected one is the active account.
  const accounts = useLatchSelector((state) => {
    const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
    return (connection?.accounts?.length ?? 0) > 1 ? connection?.accounts : undefined
  })
  const byKind = new Set(accounts?.map((account) => account.type)).size === accounts?.length

  useEffect(() => {
    if (caipAddress) void fetchBalance(latch)
  }, [latch, caipAddress])

  // Swap is offered only where the server quotes: asked once per instance (usually already, on open).
  const swapsOn = latch.config.features.swaps
  useEffect(() => {
    // Without the server's answer Swap is not offered; fetchCapabilities forgets a failure, so a next view asks again.
    if (swapsOn) fetchCapabilities(latch).catch(() => {})
  }, [latch, swapsOn])

  const namesSupported = namespace === 'eip155'
  const errorFetchingNames = t('errorFetchingNames')
  useEffect(() => {
    if (!address || !namesSupported) return
    fetchIdentity(latch, { address }).catch(() =>
      showAlert(latch, { variant: 'error', title: errorFetchingNames }),
    )
  }, [latch, address, namesSupported, errorFetchingNames])

  const symbol = caipNetwork?.nativeCurrency.symbol ?? 'ETH'
  let balanceText = `0.00 ${symbol}`
  if (address && balance && balance.caipAddress === caipAddress)
    balanceText = `${formatBalance(balance.value, balance.decimals)} ${balance.symbol}`
  else if (address) balanceText = ''
  const explorer = caipNetwork?.blockExplorers?.default
  // Send builds transfers on the namespaces with an adapter that sends: all four.
  const canSend =
    latch.config.features.send &&
    (caipNetwork?.chainNamespace === 'eip155' ||
      caipNetwork?.chainNamespace === 'solana' ||
      caipNetwork?.chainNamespace === 'bip122' ||
      caipNetwork?.chainNamespace === 'polkadot')
  const colors = avatarColors(address ?? '')
  // The wallet's features, shown in `features.walletFeaturesOrder`.
  const walletFeatures: Record<WalletFeature, ReactNode> = {
    onramp: canBuy ? (
      <ActionRow
        testId="account-onramp"
        icon={<CardIcon />}
        label={t('buyCrypto')}
        onClick={() => {
          trackEvent(latch, {
            event: 'SELECT_BUY_CRYPTO',
            properties: { isSmartAccount: accountType === 'smartAccount' },
          })
          navigate(latch, { view: 'OnRampProviders' })
        }}
        onPrefetch={() => void loadOnrampViews().catch(() => {})}
      />
    ) : null,
    swaps: canSwap ? (
      <ActionRow
        testId="account-swap"
        icon={<SwapIcon />}
        label={t('swap')}
        onClick={() => navigate(latch, { view: 'Swap' })}
        onPrefetch={() => void loadSwapViews().catch(() => {})}
      />
    ) : null,
    receive:
      latch.config.features.receive && address ? (
        <ActionRow
          testId="account-receive"
          icon={<ReceiveIcon />}
          label={t('receive')}
          onClick={() => navigate(latch, { view: 'Receive' })}
        />
      ) : null,
    send: canSend ? (
      <ActionRow
        testId="account-send"
        icon={sending ? <span className="spinner" /> : <SendIcon />}
        label={t('send')}
        busy={sending}
        onClick={() => navigate(latch, { view: 'WalletSend' })}
      />
    ) : null,
  }

  return (
    <div className="body" data-testid="view-Account">
      <div className="account">
        <span
          className="avatar"
          aria-hidden="true"
          ref={setCssVars({ '--a': colors[0], '--b': colors[1], '--c': colors[2] })}
        />
        {accounts ? (
          <div className="tabs" role="tablist" aria-label={t('walletAccounts')}>
            {accounts.map((account) => (
              <button
                key={account.address}
                type="button"
                role="tab"
                data-testid={byKind ? `account-type-${account.type}` : `account-option-${account.address}`}
                aria-selected={account.address === address}
                onClick={() => {
                  if (account.address === address) return
                  switchAccount(latch, byKind ? { type: account.type } : { address: account.address })
                }}
              >
                {!byKind
                  ? (account.name ?? truncateAddress(account.address))
                  : account.type === 'ordinal'
                    ? t('ordinalsAccount')
                    : t('paymentAccount')}
              </button>
            ))}
          </div>
        ) : null}
        {name ? (
          <div className="pname" data-testid="account-name">
            {name}
          </div>
        ) : null}
        {social && userName ? (
          <div className="muted" data-testid="account-social">
            {t('socialIdentity', { userName, provider: socialProviderNames[social] })}
          </div>
        ) : null}
        <div className="address">
          <span data-testid="account-address" title={address}>
            {address ? truncateAddress(address) : ''}
          </span>
          {address ? (
            <IconButton
              label={t('copyAddress')}
              testId="account-copy"
              onClick={() => {
                // Without clipboard permission nothing is copied, and no notice claims it was.
                navigator.clipboard
                  ?.writeText(address)
                  .then(() => showAlert(latch, { variant: 'success', title: t('addressCopied') }))
                  .catch(() => {})
              }}
            >
              <CopyIcon />
            </IconButton>
          ) : null}
        </div>
        {embeddedType ? (
          <div className="muted" data-testid="account-type">
            {embeddedType === 'smartAccount' ? t('smartAccount') : t('eoaAccount')}
          </div>
        ) : null}
        <div className="balance" data-testid="account-balance" aria-busy={!balanceText}>
          {balanceText || '\u00a0'}
        </div>
      </div>
      {address ? <AccountTokens /> : null}
      <div className="list">
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
        {embeddedType ? (
          <ActionRow
            testId="account-switch-type"
            icon={switching ? <span className="spinner" /> : <NetworkIcon />}
            label={embeddedType === 'smartAccount' ? t('switchToEoa') : t('switchToSmartAccount')}
            busy={switching}
            onClick={() => {
              setSwitching(true)
              setPreferredAccountType(latch, {
                type: embeddedType === 'smartAccount' ? 'eoa' : 'smartAccount',
              })
                .catch((error: unknown) =>
                  showAlert(latch, { variant: 'error', title: (error as Error).message }),
                )
                .finally(() => setSwitching(false))
            }}
          />
        ) : null}
        {latch.config.features.walletFeaturesOrder.map((feature) => (
          <Fragment key={feature}>{walletFeatures[feature]}</Fragment>
        ))}
        {latch.config.features.history && address ? (
          <ActionRow
            testId="account-activity"
            icon={<ActivityIcon />}
            label={t('activity')}
            onClick={() => navigate(latch, { view: 'Activity' })}
          />
        ) : null}
        {namesSupported && address && !name ? (
          <ActionRow
            testId="account-register-name"
            icon={<AtIcon />}
            label={t('chooseName')}
            onClick={() => navigate(latch, { view: 'RegisterAccountName' })}
          />
        ) : null}
        {explorer && address ? (
          <a
            className="row"
            data-testid="account-explorer"
            href={`${explorer.url.replace(/\/+$/, '')}/address/${address}`}
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
        ) : null}
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
      </div>
    </div>
  )
}
