'use client'
import {
  type BaseError,
  type CaipNetwork,
  getNetworkImageUrl,
  type Latch,
  setModalLoading,
  showAlert,
  switchNetwork,
} from '@latch/core'
import { useState } from 'react'
import { NetworkIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { WalletImage } from '../WalletImage.js'

/** The configured networks; choosing one switches (the wallet first, when connected). */
export function NetworkList({
  latch,
  activeId,
  onSwitched,
}: {
  latch: Latch
  activeId: string | undefined
  onSwitched(network: CaipNetwork): void
}) {
  const t = useT()
  const [pending, setPending] = useState<string>()
  return (
    <ul className="list">
      {latch.config.networks.map((network) => {
        const active = network.caipNetworkId === activeId
        const waiting = pending === network.caipNetworkId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="row"
              data-testid={`network-option-${network.caipNetworkId}`}
              aria-current={active}
              aria-label={active ? `${network.name} (${t('active')})` : network.name}
              disabled={pending !== undefined}
              onClick={() => {
                if (active) return onSwitched(network)
                setPending(network.caipNetworkId)
                setModalLoading(latch, true)
                switchNetwork(latch, { caipNetworkId: network.caipNetworkId })
                  .then(onSwitched)
                  .catch((error: BaseError) =>
                    showAlert(latch, { variant: 'error', error, message: error.metaMessages[0] }),
                  )
                  .finally(() => {
                    setPending(undefined)
                    setModalLoading(latch, false)
                  })
              }}
            >
              <WalletImage
                className="net"
                fallback={<NetworkIcon />}
                src={getNetworkImageUrl(latch, network)}
                name={network.name}
              />
              <span className="name">{network.name}</span>
              <span className="trail">
                {waiting ? (
                  <>
                    <span className="tag">{t('approveInWallet')}</span>
                    <span className="spinner" />
                  </>
                ) : active ? (
                  <span className="tag installed">{t('active')}</span>
                ) : null}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
