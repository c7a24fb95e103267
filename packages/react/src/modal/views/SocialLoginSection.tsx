'use client'
import { getSocialProviders, type Latch, preloadEmbeddedWallet } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { whenIdle } from '../../whenIdle.js'
import { useT } from '../ModalContext.js'
import { SocialMark } from './SocialMark.js'
import { socialProviderNames, startSocialLogin } from './socialLogin.js'

/** Small buttons beside the large first one before the rest wait behind 'More'. */
const SMALL_BUTTONS = 3

/**
 * The Connect view's social login (feature `socials`), laid out as AppKit does: the first provider as a large
 * 'Continue with …' button with its mark, the next ones as small buttons showing only the mark (named by their
 * label), the rest behind 'More'. Showing it in the
 * open modal starts loading the embedded wallet's frame; the social login's own code loads on the click.
 */
export function SocialLoginSection({ latch }: { latch: Latch }) {
  const t = useT()
  const providers = getSocialProviders(latch)
  const [expanded, setExpanded] = useState(false)
  const open = useLatchSelector((state) => state.modal.open)
  useEffect(() => (open ? whenIdle(() => preloadEmbeddedWallet(latch)) : undefined), [latch, open])

  const [first, ...others] = providers
  if (!first) return null
  const hidden = others.length > SMALL_BUTTONS + 1 && !expanded
  const small = hidden ? others.slice(0, SMALL_BUTTONS) : others
  return (
    <div className="socials" data-testid="social-login">
      <button
        type="button"
        className="row social-large"
        data-testid={`social-${first}`}
        onClick={() => startSocialLogin(latch, first, t)}
      >
        <span className="lead social-logo" aria-hidden="true">
          <SocialMark provider={first} />
        </span>
        <span className="name">{t('continueWith', { provider: socialProviderNames[first] })}</span>
      </button>
      {small.length > 0 ? (
        <div className="social-row">
          {small.map((provider) => (
            <button
              key={provider}
              type="button"
              className="btn social-small"
              data-testid={`social-${provider}`}
              aria-label={t('continueWith', { provider: socialProviderNames[provider] })}
              title={socialProviderNames[provider]}
              onClick={() => startSocialLogin(latch, provider, t)}
            >
              <SocialMark provider={provider} />
            </button>
          ))}
          {hidden ? (
            <button
              type="button"
              className="btn social-small"
              data-testid="social-more"
              aria-label={t('moreSocialsLabel')}
              onClick={() => setExpanded(true)}
            >
              {t('moreSocials')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
