import { inArray } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { profileNames } from './namesTables.js'
import { assertValidLabel } from './parseProfileName.js'

export type NameSuggestion = { name: string; registered: boolean }

/** Endings tried when the wanted name is taken, most natural first. */
const variants = ['1', '2', '3', '-id', '-eth', '-web3', '7', '42', '-hq', '-app', '99', '-xyz']

/** How many free alternatives are offered beside the wanted name. */
export const suggestionCount = 5

/**
 * The wanted name with whether it is taken, then up to five free names built from it. One query reads
 * which candidates exist.
 *
 * @example
 * await suggestNames(db, 'alice', '.latch.id') // [{ name: 'alice.latch.id', registered: true }, { name: 'alice1.latch.id', registered: false }, ...]
 */
export async function suggestNames(db: Database, label: string, suffix: string): Promise<NameSuggestion[]> {
  assertValidLabel(label)
  const wanted = label + suffix
  const candidates = variants
    .map((ending) => `${label}${ending}`)
    .filter((candidate) => candidate.length <= 63)
    .map((candidate) => candidate + suffix)
  const taken = new Set(
    (
      await db
        .select({ name: profileNames.name })
        .from(profileNames)
        .where(inArray(profileNames.name, [wanted, ...candidates]))
    ).map((row) => row.name),
  )
  const free = candidates.filter((candidate) => !taken.has(candidate)).slice(0, suggestionCount)
  return [
    { name: wanted, registered: taken.has(wanted) },
    ...free.map((name) => ({ name, registered: false })),
  ]
}
