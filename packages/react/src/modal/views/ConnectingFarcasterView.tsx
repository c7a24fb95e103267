'use client'
import { type Latch, showAlert } from '@latch/core'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { CopyIcon, ExternalIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { QrCode } from '../QrCode.js'
import { socialProviderNames } from './socialLogin.js'

/**
 * ConnectingFarcaster: the Sign In With Farcaster channel's URL as a QR code for the visitor's phone, a deep link
 * that opens it in the Farcaster app on this device, and a copy-link control; a spinner until the frame has the
 * channel. The visitor approves in their Farcaster app; the modal then connects or asks for the recovery password.
 */
export function ConnectingFarcasterView({ latch }: { latch: Latch }) {
  const t = useT()
  const url = useLatchSelector((state) => state.router.data?.farcasterUrl)
  const name = socialProviderNames.farcaster
  const copy = () => {
    if (!url) return
    navigator.clipboard
      ?.writeText(url)
      .then(() => showAlert(latch, { variant: 'success', title: t('linkCopied') }))
      .catch(() => showAlert(latch, { variant: 'error', title: t('copyFailed') }))
  }
  return (
    <div className="body" data-testid="view-ConnectingFarcaster">
      <div className="center" aria-live="polite">
        <p>{t('logInWith', { provider: name })}</p>
        {url ? (
          <>
            <QrCode value={url} logo={null} label={t('scanQr')} testId="farcaster-qr" />
            <p>{t('scanQr')}</p>
            <div className="actions">
              <a
                className="btn primary"
                data-testid="farcaster-url"
                href={url}
                rel="noreferrer noopener"
                target="_blank"
              >
                <ExternalIcon />
                {t('openWallet', { name })}
              </a>
              <button type="button" className="btn" data-testid="farcaster-copy-link" onClick={copy}>
                <CopyIcon />
                {t('copyLink')}
              </button>
            </div>
          </>
        ) : (
          <span className="spinner" role="status" aria-label={t('connecting')} />
        )}
      </div>
    </div>
  )
}
