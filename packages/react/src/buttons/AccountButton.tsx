'use client'
import { fetchIdentity, getAccount, openModal, resolveThemeMode, truncateAddress } from '@latch/core'
import { useEffect } from 'react'
import { useLatch } from '../hooks/useLatch.js'
import { useLatchSelector } from '../hooks/useLatchSelector.js'
import { avatarColors } from './avatarColors.js'
import { prefetchHandlers } from './prefetch.js'
import { ShadowSurface } from './ShadowSurface.js'
import { setCssVars } from './setCssVars.js'
import { useButtonStrings } from './useButtonStrings.js'

/**
 * The connected account (avatar, and its name or short address); opens the Account view. Renders nothing
 * when no wallet is connected.
 *
 * @example
 * <AccountButton />
 */
export function AccountButton() {
  const latch = useLatch()
  const strings = useButtonStrings(latch)
  const { address, isConnected } = useLatchSelector((state) => getAccount(latch, state))
  const themeMode = useLatchSelector(resolveThemeMode)
  const eip155 = useLatchSelector((state) => state.activeNamespace === 'eip155')
  const name = useLatchSelector((state) =>
    state.identity && state.identity.address === address ? state.identity.name : undefined,
  )
  useEffect(() => {
    // The name is a nicety here: without it the address shows, and the Account view reports failures.
    if (isConnected && address && eip155) fetchIdentity(latch, { address }).catch(() => {})
  }, [latch, isConnected, address, eip155])
  if (!isConnected || !address) return null
  const colors = avatarColors(address)
  return (
    <ShadowSurface name="account-button">
      <span className={themeMode === 'dark' ? 'dark' : ''}>
        <button
          type="button"
          data-testid="account-button"
          className="secondary"
          aria-label={`${strings.account} ${address}`}
          onClick={() => openModal(latch, { view: 'Account' })}
          {...prefetchHandlers}
        >
          <span
            className="avatar"
            aria-hidden="true"
            ref={setCssVars({ '--a': colors[0], '--b': colors[1], '--c': colors[2] })}
          />
          <span className="label" data-testid="account-button-label">
            {name ?? truncateAddress(address)}
          </span>
        </button>
      </span>
    </ShadowSurface>
  )
}
