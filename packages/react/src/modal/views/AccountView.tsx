'use client'
import {
  closeModal,
  disconnect,
  fetchBalance,
  formatBalance,
  getAccount,
  getNetwork,
  getNetworkImageUrl,
  type Latch,
  navigate,
  showAlert,
  truncateAddress,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { avatarColors } from '../../buttons/avatarColors.js'
import { setCssVars } from '../../buttons/setCssVars.js'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { ChevronIcon, CopyIcon, ExternalIcon, NetworkIcon, PowerIcon, SendIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { WalletImage } from '../WalletImage.js'
import { AccountTokens } from './AccountTokens.js'

/** Account: address, native balance (3 decimals), tokens, network, wallet actions, block explorer, copy and disconnect. */
export function AccountView({ latch }: { latch: Latch }) {
  const t = useT()
  const { address, caipAddress } = useLatchSelector((state) => getAccount(latch, state))
  const { caipNetwork } = useLatchSelector((state) => getNetwork(latch, state))
  const balance = useLatchSelector((state) => state.balance)
  const sending = useLatchSelector((state) => state.send.loading)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (caipAddress) void fetchBalance(latch)
  }, [latch, caipAddress])

  const symbol = caipNetwork?.nativeCurrency.symbol ?? 'ETH'
  let balanceText = `0.00 ${symbol}`
  if (address && balance && balance.caipAddress === caipAddress)
    balanceText = `${formatBalance(balance.value, balance.decimals)} ${balance.symbol}`
  else if (address) balanceText = ''
  const explorer = caipNetwork?.blockExplorers?.default
  const canSend = latch.config.features.send && caipNetwork?.chainNamespace === 'eip155'
  const colors = avatarColors(address ?? '')

  return (
    <div className="body" data-testid="view-Account">
      <div className="account">
        <span
          className="avatar"
          aria-hidden="true"
          ref={setCssVars({ '--a': colors[0], '--b': colors[1], '--c': colors[2] })}
        />
        <div className="address">
          <span data-testid="account-address" title={address}>
            {address ? truncateAddress(address) : ''}
          </span>
          {address ? (
            <button
              type="button"
              className="icon-btn"
              aria-label={t('copyAddress')}
              data-testid="account-copy"
              onClick={() => {
                navigator.clipboard
                  ?.writeText(address)
                  .then(() => showAlert(latch, { variant: 'success', title: t('addressCopied') }))
                  .catch(() => {})
              }}
            >
              <CopyIcon />
            </button>
          ) : null}
        </div>
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
        {canSend ? (
          <button
            type="button"
            className="row"
            data-testid="account-send"
            aria-busy={sending}
            onClick={() => navigate(latch, { view: 'WalletSend' })}
          >
            {/* While the wallet is asked to send, the visitor waits here on Account. */}
            <span className="lead">{sending ? <span className="spinner" /> : <SendIcon />}</span>
            <span className="name">{t('send')}</span>
            <span className="trail">
              <ChevronIcon />
            </span>
          </button>
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
