'use client'
import type { Latch } from '@latch/core'
import { Fragment } from 'react'
import type { Strings } from '../i18n/en.js'
import { useT } from '../ModalContext.js'

/** A legal sentence (`legalCheckbox` or `legalFooter`) with the dApp's terms and privacy links in place of `{links}`. */
export function LegalLinks({ latch, text }: { latch: Latch; text: keyof Strings }) {
  const t = useT()
  const { termsConditionsUrl, privacyPolicyUrl } = latch.config
  const links = [
    termsConditionsUrl ? { href: termsConditionsUrl, label: t('termsOfService'), id: 'terms' } : undefined,
    privacyPolicyUrl ? { href: privacyPolicyUrl, label: t('privacyPolicy'), id: 'privacy' } : undefined,
  ].filter((link) => link !== undefined)
  const [before = '', after = ''] = t(text).split('{links}')
  return (
    <>
      {before}
      {links.map((link, index) => (
        <Fragment key={link.id}>
          {index > 0 ? ` ${t('legalAnd')} ` : null}
          <a href={link.href} target="_blank" rel="noopener noreferrer" data-testid={`legal-${link.id}`}>
            {link.label}
          </a>
        </Fragment>
      ))}
      {after}
    </>
  )
}
