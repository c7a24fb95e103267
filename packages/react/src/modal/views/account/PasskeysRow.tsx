'use client'
import { type Latch, navigate } from '@latch/core'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { KeyIcon } from '../../icons.js'
import { useT } from '../../ModalContext.js'
import { ActionRow } from '../ActionRow.js'

/** The embedded wallet's passkeys (add, remove) on the frame's own screen, for a wallet logged in by any login. */
export function PasskeysRow({ latch }: { latch: Latch }) {
  const t = useT()
  const embedded = useLatchSelector((state) => {
    const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
    return connection?.type === 'AUTH' && state.embeddedWallet.loginUsed === true
  })
  if (!embedded || !latch.config.features.passkey) return null
  return (
    <ActionRow
      testId="account-passkeys"
      icon={<KeyIcon />}
      label={t('passkeys')}
      onClick={() => navigate(latch, { view: 'EmbeddedWalletPasskeys' })}
    />
  )
}
