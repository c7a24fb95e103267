'use client'
import { getAccount, openModal, truncateAddress } from '@latch/core'
import { useLatch } from '../hooks/useLatch.js'
import { useLatchSelector } from '../hooks/useLatchSelector.js'
import { avatarColors } from './avatarColors.js'
import { prefetchHandlers } from './prefetch.js'
import { ShadowSurface } from './ShadowSurface.js'
import { setCssVars } from './setCssVars.js'

/**
 * The connected account (avatar and short address); opens the Account view. Renders nothing when no
 * wallet is connected.
 *
 * @example
 * <AccountButton />
 */
export function AccountButton() {
  const latch = useLatch()
  const { address, isConnected } = useLatchSelector((state) => getAccount(latch, state))
  const themeMode = useLatchSelector((state) => state.themeMode)
  if (!isConnected || !address) return null
  const colors = avatarColors(address)
  return (
    <ShadowSurface name="account-button">
      <span className={themeMode === 'dark' ? 'dark' : ''}>
        <button
          type="button"
          data-testid="account-button"
          className="secondary"
          aria-label={`Account ${address}`}
          onClick={() => openModal(latch, { view: 'Account' })}
          {...prefetchHandlers}
        >
          <span
            className="avatar"
            aria-hidden="true"
            ref={setCssVars({ '--a': colors[0], '--b': colors[1], '--c': colors[2] })}
          />
          <span className="label">{truncateAddress(address)}</span>
        </button>
      </span>
    </ShadowSurface>
  )
}
