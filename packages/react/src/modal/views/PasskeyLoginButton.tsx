'use client'
import { getLoginMethods, type Latch, navigate, preloadEmbeddedWallet } from '@latch/core'
import { KeyIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { ActionRow } from './ActionRow.js'
import { EmailLoginSection } from './EmailLoginSection.js'

/** "Continue with a passkey": the frame's passkey login (ConnectingPasskey), no e-mail asked. */
export function PasskeyLoginButton({ latch }: { latch: Latch }) {
  const t = useT()
  return (
    <div className="list">
      <ActionRow
        testId="passkey-login"
        icon={<KeyIcon />}
        label={t('continueWithPasskey')}
        onPrefetch={() => preloadEmbeddedWallet(latch)}
        onClick={() => navigate(latch, { view: 'ConnectingPasskey' })}
      />
    </div>
  )
}

/**
 * The embedded wallet's own logins on Connect: the e-mail field (feature `email`) and "Continue with a passkey"
 * (feature `passkey`), each once the server offers it too.
 */
export function EmbeddedLoginSection({ latch }: { latch: Latch }) {
  const logins = getLoginMethods(latch)
  return (
    <div className="embedded-logins">
      {logins.email ? <EmailLoginSection latch={latch} /> : null}
      {logins.passkey ? <PasskeyLoginButton latch={latch} /> : null}
    </div>
  )
}
