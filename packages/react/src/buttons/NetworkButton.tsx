'use client'
import { getNetwork, openModal, resolveThemeMode } from '@latch/core'
import { useLatch } from '../hooks/useLatch.js'
import { useLatchSelector } from '../hooks/useLatchSelector.js'
import { prefetchHandlers } from './prefetch.js'
import { ShadowSurface } from './ShadowSurface.js'
import { useButtonStrings } from './useButtonStrings.js'

/**
 * The active network; opens the network list (or the switch prompt when the wallet is on a chain that is
 * not configured). The network's own `assets.imageUrl` is shown when given; server images load only in
 * the modal, so the page makes no request before the first click.
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton() {
  const latch = useLatch()
  const strings = useButtonStrings(latch)
  const { caipNetwork, isUnsupported } = useLatchSelector((state) => getNetwork(latch, state))
  const themeMode = useLatchSelector(resolveThemeMode)
  const name = caipNetwork?.name ?? strings.switchNetwork
  const image = caipNetwork?.assets?.imageUrl
  return (
    <ShadowSurface name="network-button">
      <span className={themeMode === 'dark' ? 'dark' : ''}>
        <button
          type="button"
          data-testid="network-button"
          data-unsupported={isUnsupported}
          className="secondary"
          aria-label={isUnsupported ? strings.switchNetwork : `${strings.network} ${name}`}
          onClick={() => openModal(latch, { view: isUnsupported ? 'UnsupportedChain' : 'Networks' })}
          {...prefetchHandlers}
        >
          {image ? (
            <img className="icon" src={image} alt="" />
          ) : (
            <span className={`icon${isUnsupported ? ' warn' : ''}`} aria-hidden="true">
              {isUnsupported ? '!' : name.slice(0, 1)}
            </span>
          )}
          <span>{name}</span>
        </button>
      </span>
    </ShadowSurface>
  )
}
