'use client'
import {
  fetchLoginMethods,
  getConfiguredLoginMethods,
  getLoginMethods,
  type Latch,
  navigate,
} from '@latch/core'
import { Fragment, useEffect } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { WalletIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { ActionRow } from './ActionRow.js'
import { connectSections } from './connectSections.js'
import { LegalCheckbox } from './LegalCheckbox.js'
import { LegalFooter } from './LegalFooter.js'
import { useWalletChoiceBlocked } from './useWalletChoiceBlocked.js'

/** Each section's name, as a screen reader announces it. */
const sectionLabels = {
  wallet: 'connectSectionWallet',
  email: 'connectSectionEmail',
  social: 'connectSectionSocial',
} as const satisfies Record<keyof typeof connectSections, string>

/**
 * Connect: the legal checkbox when the dApp asks for one, then each available way to connect (wallets,
 * e-mail, social login) in `features.connectMethodsOrder`. With `features.collapseWallets` (or e-mail with
 * `emailShowWallets: false`), and another way shown, the wallets wait behind 'Continue with a wallet'.
 *
 * The wallets show at once; the e-mail and social logins once the server has said it offers them
 * (`fetchLoginMethods`, asked when the modal opens if the connect button has not asked already), so a login
 * is never shown and then taken back. Meanwhile the wallets are laid out as they will be beside the logins
 * the dApp enabled.
 */
export function ConnectView({ latch }: { latch: Latch }) {
  const t = useT()
  const { features } = latch.config
  const open = useLatchSelector((state) => state.modal.open)
  // Read so that the view shows the logins when the server's answer arrives.
  useLatchSelector((state) => state.serverLogins)
  useEffect(() => {
    if (open) void fetchLoginMethods(latch)
  }, [latch, open])
  const sections = features.connectMethodsOrder.flatMap((method) => {
    const section = connectSections[method]
    return section?.available(latch) ? [{ method, section }] : []
  })
  const logins = getLoginMethods(latch)
  const expected = logins.pending ? getConfiguredLoginMethods(latch) : logins
  const collapsed =
    (logins.pending || sections.some((s) => s.method !== 'wallet')) &&
    (features.collapseWallets || (expected.email && !features.emailShowWallets))
  return (
    <div className="body" data-testid="view-Connect">
      <LegalCheckbox latch={latch} />
      {sections.map(({ method, section: { Component } }, index) => (
        <Fragment key={method}>
          {index > 0 ? <div className="divider">{t('or')}</div> : null}
          <section data-testid={`connect-section-${method}`} aria-label={t(sectionLabels[method])}>
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
