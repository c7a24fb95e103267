'use client'
import { getIsLegalCheckboxShown, type Latch } from '@latch/core'
import { LegalLinks } from './LegalLinks.js'

/** The legal footer of Connect: shown when the dApp links its terms or policy and does not ask for the checkbox. */
export function LegalFooter({ latch }: { latch: Latch }) {
  const { termsConditionsUrl, privacyPolicyUrl } = latch.config
  if (getIsLegalCheckboxShown(latch) || !(termsConditionsUrl || privacyPolicyUrl)) return null
  return (
    <p className="legal" data-testid="legal-footer">
      <LegalLinks latch={latch} text="legalFooter" />
    </p>
  )
}
