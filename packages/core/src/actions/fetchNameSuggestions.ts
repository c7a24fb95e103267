import type { NameSuggestion, nameSuggestionsRoute } from '@latch/api'
import { callApi } from '../api/callApi.js'
import { NameSuggestionsError } from '../errors/names.js'
import type { Latch } from '../types.js'

export type { NameSuggestion }
export type FetchNameSuggestionsParameters = {
  /** What the person typed, without a suffix. */
  name: string
}
/** The wanted name first (with whether it is taken), then free names built from it. */
export type FetchNameSuggestionsReturnType = NameSuggestion[]
export type FetchNameSuggestionsErrorType = NameSuggestionsError

/**
 * Whether a name is free, and free names like it, from the name service. The wanted name comes back with
 * the suffix the service offers for new names (its operator's own domain), which registering then uses.
 *
 * @example
 * const [wanted, ...others] = await fetchNameSuggestions(latch, { name: 'alice' })
 * if (wanted?.registered) console.log('taken; try', others[0]?.name)
 */
export async function fetchNameSuggestions(
  latch: Latch,
  parameters: FetchNameSuggestionsParameters,
): Promise<FetchNameSuggestionsReturnType> {
  try {
    const name = parameters.name.trim()
    const { suggestions } = await callApi<typeof nameSuggestionsRoute>(
      latch,
      'GET /v1/profile/suggestions/{name}',
      {
        params: { name },
      },
    )
    const wanted = suggestions[0]?.name
    if (wanted?.startsWith(`${name.toLowerCase()}.`)) latch.internal.nameSuffix = wanted.slice(name.length)
    return suggestions
  } catch (cause) {
    throw new NameSuggestionsError({ cause })
  }
}
