'use client'
import { getIsLegalCheckboxShown, type Latch, setLegalCheckboxAccepted } from '@latch/core'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { LegalLinks } from './LegalLinks.js'

/**
 * With `features.legalCheckbox` and a terms or privacy URL: the visitor ticks this before any wallet can be
 * chosen (without the checkbox the same links are `LegalFooter`). Nothing without a URL.
 */
export function LegalCheckbox({ latch }: { latch: Latch }) {
  const accepted = useLatchSelector((state) => state.legalCheckboxAccepted)
  if (!getIsLegalCheckboxShown(latch)) return null
  return (
    <label className="legal check" data-testid="legal-checkbox">
      <input
        type="checkbox"
        checked={accepted}
        data-testid="legal-checkbox-input"
        onChange={(event) => setLegalCheckboxAccepted(latch, { accepted: event.currentTarget.checked })}
      />
      <span>
        <LegalLinks latch={latch} text="legalCheckbox" />
      </span>
    </label>
  )
}
