'use client'
import { getIsLegalCheckboxShown, type Latch } from '@latch/core'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'

/** True while the legal checkbox is shown and not ticked: no wallet can be chosen until it is. */
export function useWalletChoiceBlocked(latch: Latch): boolean {
  return useLatchSelector((state) => getIsLegalCheckboxShown(latch) && !state.legalCheckboxAccepted)
}
