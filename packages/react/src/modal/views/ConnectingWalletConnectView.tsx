'use client'
import {
  type BaseError,
  CONNECTOR_IDS,
  closeModal,
  connect,
  formatWalletConnectLink,
  getIsMobile,
  getNetwork,
  getWalletImageUrl,
  type Latch,
  NEW_PAIRING_MS,
  PAIRING_EXPIRY_MARGIN_MS,
  RETRY_GAP_MS,
  replaceView,
  shakeModal,
  showAlert,
  UserRejectedRequestError,
  type WalletEntry,
} from '@latch/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { CopyIcon, ExternalIcon, RetryIcon, WalletConnectIcon } from '../icons.js'
import { useShownText, useT } from '../ModalContext.js'
import { QrCode } from '../QrCode.js'
import { WalletImage } from '../WalletImage.js'

/** The link that opens `wallet` with the pairing URI: on a phone its app (or web app), on a desktop its desktop app. */
export function walletConnectLinkOf(
  wallet: Partial<WalletEntry> | undefined,
  uri: string,
  mobile: boolean,
): string | undefined {
  const appUrl = mobile ? wallet?.mobile_link || wallet?.webapp_link : wallet?.desktop_link
  return appUrl ? formatWalletConnectLink(appUrl, uri) : undefined
}

/**
 * ConnectingWalletConnectBasic / ConnectingWalletConnect(wallet): a pairing URI as a QR code (with the wallet's
 * icon in the middle), a copy-link control and, for a chosen wallet, its deep link. A pairing with 10 s or
 * less left is replaced by a new one; a declined or failed pairing offers a retry.
 */
export function ConnectingWalletConnectView({ latch }: { latch: Latch }) {
  const t = useT()
  const tr = useShownText()
  const view = useLatchSelector((state) => state.router.view)
  const wallet = useLatchSelector((state) => state.router.data?.wallet) as Partial<WalletEntry> | undefined
  const [uri, setUri] = useState<string>()
  const [error, setError] = useState<BaseError>()
  const attempt = useRef(0)
  const expiry = useRef(0)
  // A phone opens the wallet for the first pairing and for a retry, not for each silent replacement.
  const openWallet = useRef(true)
  const mobile = getIsMobile(latch)
  const imageId = wallet?.image_id ?? (wallet as { imageId?: string } | undefined)?.imageId
  const image = imageId ? getWalletImageUrl(latch, imageId) : (wallet as { imageUrl?: string })?.imageUrl
  const name = wallet?.name ?? 'WalletConnect'

  const pair = useCallback(() => {
    const current = ++attempt.current
    expiry.current = 0
    setUri(undefined)
    setError(undefined)
    connect(latch, {
      connectorId: CONNECTOR_IDS.walletConnect,
      onDisplayUri(next) {
        if (current !== attempt.current) return
        expiry.current = Date.now() + NEW_PAIRING_MS
        setUri(next)
        const link = mobile && openWallet.current ? walletConnectLinkOf(wallet, next, true) : undefined
        // On a phone the chosen wallet opens at once with the pairing; the button below is the fallback.
        if (link) {
          openWallet.current = false
          window.open(link, '_self', 'noreferrer noopener')
        }
      },
    })
      .then(() => {
        if (current !== attempt.current) return
        if (getNetwork(latch).isUnsupported) replaceView(latch, { view: 'UnsupportedChain' })
        else closeModal(latch)
      })
      .catch((cause: BaseError) => {
        if (current !== attempt.current) return
        shakeModal(latch)
        setError(cause)
      })
  }, [latch, wallet, mobile])

  useEffect(() => {
    pair()
    // Checked every second: a pairing about to expire is replaced before a wallet could scan a dead code.
    const timer = setInterval(() => {
      if (expiry.current && expiry.current - Date.now() <= PAIRING_EXPIRY_MARGIN_MS) pair()
    }, RETRY_GAP_MS)
    return () => {
      clearInterval(timer)
      attempt.current++
      // Leaving the view abandons the pairing: the status no longer says 'connecting'.
      latch.store.setState((s) =>
        s.status === 'connecting' ? { status: s.connections.length > 0 ? 'connected' : 'disconnected' } : {},
      )
    }
  }, [latch, pair])

  const copy = () => {
    if (!uri) return
    navigator.clipboard
      ?.writeText(uri)
      .then(() => showAlert(latch, { variant: 'success', title: t('linkCopied') }))
      .catch(() => showAlert(latch, { variant: 'error', title: t('copyFailed') }))
  }

  const logo = wallet ? <WalletImage src={image} name={name} /> : <WalletConnectIcon />
  const link = uri ? walletConnectLinkOf(wallet, uri, mobile) : undefined
  const declined = error instanceof UserRejectedRequestError

  return (
    <div
      className="body"
      data-testid={`view-${view}`}
      data-state={error ? 'error' : uri ? 'ready' : 'loading'}
    >
      <div className="center" aria-live="polite">
        {error ? (
          <>
            <div className="loader error">
              <WalletImage src={image} name={name} fallback={<WalletConnectIcon />} />
            </div>
            <h3 data-testid="connecting-error">
              {declined ? t('connectionDeclined') : t('connectionFailed')}
            </h3>
            <p>{declined ? t('connectionDeclinedText') : tr(error.shortMessage, error.text)}</p>
            <div className="actions">
              <button
                type="button"
                className="btn"
                data-testid="connecting-retry"
                onClick={() => {
                  openWallet.current = true
                  pair()
                }}
              >
                <RetryIcon />
                {t('tryAgain')}
              </button>
            </div>
          </>
        ) : (
          <>
            <QrCode value={uri} logo={logo} label={t('scanQr')} />
            <p>{wallet ? t('scanWith', { name }) : t('scanQr')}</p>
            <div className="actions">
              {link ? (
                <a
                  className="btn primary"
                  data-testid="wc-open-wallet"
                  href={link}
                  rel="noreferrer noopener"
                  target={mobile ? '_self' : '_blank'}
                >
                  <ExternalIcon />
                  {t('openWallet', { name })}
                </a>
              ) : null}
              <button
                type="button"
                className="btn"
                data-testid="wc-copy-link"
                data-uri={uri}
                disabled={!uri}
                onClick={copy}
              >
                <CopyIcon />
                {t('copyLink')}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  )
}
