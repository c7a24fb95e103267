import type { Database } from '../db/createDatabase.js'
import { ProjectNotFoundError } from '../errors.js'
import type { Project } from '../projects/createProject.js'
import type { SignatureVerifier } from './createSignatureVerifier.js'

/** What the name-service and sign-in routes need. */
export type ProfileContext = {
  db: Database
  projects: { get(projectId: string): Promise<Project | undefined> }
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

/** The project of a request, or 403 PROJECT_NOT_FOUND. */
export async function requireProfileProject(context: ProfileContext, projectId: string): Promise<Project> {
  const project = await context.projects.get(projectId)
  if (!project) throw new ProjectNotFoundError(projectId)
  return project
}
