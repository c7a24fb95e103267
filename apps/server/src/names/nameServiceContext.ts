import type { Database } from '../db/createDatabase.js'
import type { SignatureVerifier } from './createSignatureVerifier.js'

/** What the name-service and sign-in routes need. */
export type ProfileContext = {
  db: Database
  /** EOA and ERC-1271 signature checks (see `createSignatureVerifier`). */
  verifySignature: SignatureVerifier
  /** Name suffixes with their leading dot; the first is offered for new names. Default `.latch.id`. */
  nameSuffixes?: readonly string[] | undefined
  /** Most names one address may register. Default 5. */
  maxNamesPerAddress?: number | undefined
  /** Longest a sign-in session lasts, whatever its message says. Default 7 days. */
  siwxMaxSessionMs?: number | undefined
  /** The clock, in milliseconds; tests move it. Default `Date.now`. */
  now?: (() => number) | undefined
}
