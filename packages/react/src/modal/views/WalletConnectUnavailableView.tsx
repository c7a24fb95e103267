'use client'
import { getWalletImageUrl, type Latch } from '@latch/core'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { AlertIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { WalletImage } from '../WalletImage.js'

/**
 * ConnectingWalletConnectBasic / ConnectingWalletConnect: remote pairing is not part of this build, so the
 * view says so plainly instead of showing a QR code that could never connect.
 */
export function WalletConnectUnavailableView({ latch }: { latch: Latch }) {
  const t = useT()
  const view = useLatchSelector((state) => state.router.view)
  const wallet = useLatchSelector((state) => state.router.data?.wallet)
  const imageId =
    wallet && 'image_id' in wallet
      ? wallet.image_id
      : wallet && 'imageId' in wallet
        ? wallet.imageId
        : undefined
  const homepage = wallet && 'homepage' in wallet ? wallet.homepage : undefined
  return (
    <div className="body" data-testid={`view-${view}`} data-walletconnect="unavailable">
      <div className="center">
        {wallet ? (
          <WalletImage src={imageId ? getWalletImageUrl(latch, imageId) : undefined} name={wallet.name} />
        ) : (
          <span className="lead wimg">
            <AlertIcon />
          </span>
        )}
        <h3 data-testid="walletconnect-unavailable">{t('walletConnectNotConfigured')}</h3>
        <p>
          {wallet ? t('walletNotInstalledText', { name: wallet.name }) : t('walletConnectNotConfiguredText')}
        </p>
        {homepage ? (
          <div className="actions">
            <a className="btn primary" href={homepage} target="_blank" rel="noopener noreferrer">
              {t('getWallet', { name: wallet?.name ?? '' })}
            </a>
          </div>
        ) : null}
      </div>
    </div>
  )
}
