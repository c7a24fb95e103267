import type { Latch } from '../types.js'

export type GetIsLegalCheckboxShownReturnType = boolean

/**
 * Whether Connect asks the visitor to agree to the dApp's terms first: `features.legalCheckbox` is on and
 * the config links a `termsConditionsUrl` or a `privacyPolicyUrl`. While it is shown and not ticked
 * (`state.legalCheckboxAccepted`), no wallet can be chosen.
 *
 * @example
 * const blocked = getIsLegalCheckboxShown(latch) && !latch.store.getState().legalCheckboxAccepted
 */
export function getIsLegalCheckboxShown(latch: Latch): GetIsLegalCheckboxShownReturnType {
  const { features, termsConditionsUrl, privacyPolicyUrl } = latch.config
  return features.legalCheckbox && Boolean(termsConditionsUrl || privacyPolicyUrl)
}
