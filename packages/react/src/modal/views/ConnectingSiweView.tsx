'use client'
import type { Latch } from '@latch/core'
import { Ring, WalletConnectIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { WalletImage } from '../WalletImage.js'

/**
 * ConnectingSiwe: the wallet approved pairing and sign-in as one request (one-click sign-in over
 * WalletConnect) and the signed session is being verified; 'Authenticating...' shows until it is stored and
 * the modal closes. A refusal returns to Connect with the sign-in error.
 */
export function ConnectingSiweView({ latch }: { latch: Latch }) {
  const t = useT()
  const appName = latch.config.metadata?.name || t('thisApp')
  return (
    <div className="body" data-testid="view-ConnectingSiwe" data-state="authenticating">
      <div className="center" aria-live="polite">
        <div className="loader">
          <Ring />
          <WalletImage name="WalletConnect" fallback={<WalletConnectIcon />} />
        </div>
        <h3>{t('siwxTitle', { name: appName })}</h3>
        <p data-testid="siwe-status">{t('authenticating')}</p>
      </div>
    </div>
  )
}
