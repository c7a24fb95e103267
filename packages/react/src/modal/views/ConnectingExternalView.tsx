'use client'
import {
  type BaseError,
  closeModal,
  connect,
  findInstalledConnector,
  getNetwork,
  getWalletImageUrl,
  type Latch,
  replaceView,
  setModalLoading,
  shakeModal,
  UserRejectedRequestError,
} from '@latch/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { RetryIcon, Ring } from '../icons.js'
import { useShownText, useT } from '../ModalContext.js'
import { WalletImage } from '../WalletImage.js'

/** ConnectingExternal: asks the chosen browser wallet for its accounts, showing 'Continue in <name>'. */
export function ConnectingExternalView({ latch }: { latch: Latch }) {
  const t = useT()
  const tr = useShownText()
  const data = useLatchSelector((state) => state.router.data)
  const connectors = useLatchSelector((state) => state.connectors)
  const connector = findInstalledConnector(connectors, {
    ...(data?.connectorId ? { connectorId: data.connectorId } : {}),
    ...(data?.wallet ? { wallet: data.wallet } : {}),
  })
  const name = connector?.name ?? data?.wallet?.name ?? ''
  const wallet = data?.wallet
  const imageId =
    wallet && 'image_id' in wallet
      ? wallet.image_id
      : wallet && 'imageId' in wallet
        ? wallet.imageId
        : undefined
  const image = imageId ? getWalletImageUrl(latch, imageId) : connector?.imageUrl
  const [error, setError] = useState<BaseError>()
  const started = useRef(false)

  const attempt = useCallback(() => {
    if (!connector) return
    setError(undefined)
    setModalLoading(latch, true)
    connect(latch, { connectorId: connector.id, namespace: connector.chain })
      .then(() => {
        if (getNetwork(latch).isUnsupported) replaceView(latch, { view: 'UnsupportedChain' })
        else closeModal(latch)
      })
      .catch((cause: BaseError) => {
        // Declined in the wallet: the visitor stays here with the declined message and 'Try again', which asks
        // the wallet again (a prompt still open in the wallet is a common reason for the refusal).
        if (!(cause instanceof UserRejectedRequestError)) shakeModal(latch)
        setError(cause)
      })
      .finally(() => setModalLoading(latch, false))
  }, [latch, connector])

  useEffect(() => {
    // One request per visit of the view (React may run effects twice in development).
    if (started.current || !connector) return
    started.current = true
    attempt()
  }, [attempt, connector])

  const declined = error instanceof UserRejectedRequestError
  if (!connector)
    return (
      <div className="body" data-testid="view-ConnectingExternal">
        <div className="center">
          <WalletImage src={image} name={name} />
          <h3>{t('walletNotInstalled', { name })}</h3>
          <p>{t('walletNotInstalledText', { name })}</p>
        </div>
      </div>
    )

  return (
    <div className="body" data-testid="view-ConnectingExternal" data-state={error ? 'error' : 'connecting'}>
      <div className="center" aria-live="polite">
        <div className={`loader${error ? ' error' : ''}`}>
          <Ring />
          <WalletImage src={image} name={name} />
        </div>
        {error ? (
          <>
            <h3 data-testid="connecting-error">
              {declined ? t('connectionDeclined') : t('connectionFailed')}
            </h3>
            <p>{declined ? t('connectionDeclinedText') : tr(error.shortMessage, error.text)}</p>
            <div className="actions">
              <button type="button" className="btn" data-testid="connecting-retry" onClick={attempt}>
                <RetryIcon />
                {t('tryAgain')}
              </button>
            </div>
          </>
        ) : (
          <>
            <h3>{t('continueIn', { name })}</h3>
            <p>{t('acceptRequest')}</p>
          </>
        )}
      </div>
    </div>
  )
}
