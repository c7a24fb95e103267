'use client'
import { type Latch, navigate } from '@latch/core'
import { Fragment } from 'react'
import { WalletIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { ActionRow } from './ActionRow.js'
import { connectSections } from './connectSections.js'
import { LegalCheckbox } from './LegalCheckbox.js'
import { LegalFooter } from './LegalFooter.js'
import { useWalletChoiceBlocked } from './useWalletChoiceBlocked.js'

/**
 * Connect: the legal checkbox when the dApp asks for one, then each available way to connect (wallets,
 * e-mail, social login) in `features.connectMethodsOrder`. With `features.collapseWallets` (or e-mail with
 * `emailShowWallets: false`), and another way shown, the wallets wait behind 'Continue with a wallet'.
 */
export function ConnectView({ latch }: { latch: Latch }) {
  const t = useT()
  const { features } = latch.config
  const sections = features.connectMethodsOrder.flatMap((method) => {
    const section = connectSections[method]
    return section?.available(latch) ? [{ method, section }] : []
  })
  const email = sections.some((s) => s.method === 'email')
  const collapsed =
    sections.some((s) => s.method !== 'wallet') &&
    (features.collapseWallets || (email && !features.emailShowWallets))
  return (
    <div className="body" data-testid="view-Connect">
      <LegalCheckbox latch={latch} />
      {sections.map(({ method, section: { Component } }, index) => (
        <Fragment key={method}>
          {index > 0 ? <div className="divider">{t('or')}</div> : null}
          <section data-testid={`connect-section-${method}`} aria-label={method}>
            {method === 'wallet' && collapsed ? (
              <ContinueWithWallet latch={latch} />
            ) : (
              <Component latch={latch} />
            )}
          </section>
        </Fragment>
      ))}
      <LegalFooter latch={latch} />
    </div>
  )
}

/** The collapsed wallets: one row that opens ConnectWallets. */
function ContinueWithWallet({ latch }: { latch: Latch }) {
  const t = useT()
  const blocked = useWalletChoiceBlocked(latch)
  return (
    <div className="list">
      <ActionRow
        testId="continue-with-wallet"
        icon={<WalletIcon />}
        label={t('continueWithWallet')}
        disabled={blocked}
        onClick={() => navigate(latch, { view: 'ConnectWallets' })}
      />
    </div>
  )
}
