'use client'
import { type Latch, navigate } from '@latch/core'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { AtIcon, ChevronIcon } from '../../icons.js'
import { useT } from '../../ModalContext.js'

/**
 * The e-mail address of a wallet connected by e-mail login, as AppKit's account settings show it: the row
 * opens UpdateEmailWallet to change it. A social login has no address of its own to change.
 */
export function EmailRow({ latch }: { latch: Latch }) {
  const t = useT()
  const email = useLatchSelector((state) => {
    const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
    const { loginUsed, email, socialProvider } = state.embeddedWallet
    return connection?.type === 'AUTH' && loginUsed && !socialProvider ? email : undefined
  })
  if (!email) return null
  return (
    <button
      type="button"
      className="row"
      data-testid="account-email"
      aria-label={t('editEmailOf', { email })}
      onClick={() => navigate(latch, { view: 'UpdateEmailWallet' })}
    >
      <span className="lead">
        <AtIcon />
      </span>
      <span className="name" data-testid="account-email-address">
        {email}
      </span>
      <span className="trail">
        <ChevronIcon />
      </span>
    </button>
  )
}
