'use client'
import { getAccount, openModal, resolveThemeMode, truncateAddress } from '@latch/core'
import { useLatch } from '../hooks/useLatch.js'
import { useLatchSelector } from '../hooks/useLatchSelector.js'
import { avatarColors } from './avatarColors.js'
import { connectHandlers } from './prefetch.js'
import { ShadowSurface } from './ShadowSurface.js'
import { setCssVars } from './setCssVars.js'
import { useButtonStrings } from './useButtonStrings.js'

export type ConnectButtonProps = {
  /** Text when disconnected (default 'Connect Wallet', in the modal's locale). */
  label?: string
  /** Text while connecting (default 'Connecting…', in the modal's locale). */
  loadingLabel?: string
}

/**
 * Opens the modal. Disconnected it reads 'Connect Wallet'; connected it shows the account.
 *
 * @example
 * <ConnectButton />
 */
export function ConnectButton(props: ConnectButtonProps) {
  const latch = useLatch()
  const strings = useButtonStrings(latch)
  const { label = strings.connectWallet, loadingLabel = strings.connecting } = props
  const { address, status, isConnected } = useLatchSelector((state) => getAccount(latch, state))
  const themeMode = useLatchSelector(resolveThemeMode)
  const busy = status === 'connecting' || status === 'reconnecting'
  const colors = address ? avatarColors(address) : undefined
  return (
    <ShadowSurface name="connect-button">
      <span className={themeMode === 'dark' ? 'dark' : ''}>
        <button
          type="button"
          data-testid="connect-button"
          data-status={status}
          className={isConnected ? 'secondary' : 'primary'}
          aria-label={isConnected && address ? `${strings.account} ${address}` : busy ? loadingLabel : label}
          aria-busy={busy}
          onClick={() => openModal(latch)}
          {...connectHandlers(latch)}
        >
          {isConnected && address && colors ? (
            <>
              <span
                className="avatar"
                aria-hidden="true"
                ref={setCssVars({ '--a': colors[0], '--b': colors[1], '--c': colors[2] })}
              />
              <span className="label">{truncateAddress(address)}</span>
            </>
          ) : busy ? (
            <>
              <span className="spinner" aria-hidden="true" />
              <span>{loadingLabel}</span>
            </>
          ) : (
            <span>{label}</span>
          )}
        </button>
      </span>
    </ShadowSurface>
  )
}
