'use client'
import { type Latch, navigate } from '@latch/core'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { AtIcon, ChevronIcon, KeyIcon } from '../../icons.js'
import { useT } from '../../ModalContext.js'
import { ActionRow } from '../ActionRow.js'

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

/**
 * The embedded wallet's key export (e-mail logins: the export asks for a fresh code from the account's inbox). It
 * opens the frame's own screen; the keys are shown there and never in the modal.
 */
export function ExportKeyRow({ latch }: { latch: Latch }) {
  const t = useT()
  const shown = useLatchSelector((state) => {
    const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
    const { loginUsed, email, socialProvider } = state.embeddedWallet
    return connection?.type === 'AUTH' && Boolean(loginUsed && email && !socialProvider)
  })
  if (!shown) return null
  return (
    <ActionRow
      testId="account-export-key"
      icon={<KeyIcon />}
      label={t('exportPrivateKey')}
      onClick={() => navigate(latch, { view: 'EmbeddedKeyExport' })}
    />
  )
}
