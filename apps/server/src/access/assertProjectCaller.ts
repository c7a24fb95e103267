import { InvalidSecretKeyError, OriginNotAllowedError, SecretKeyRequiredError } from '../errors.js'
import type { Project } from '../projects/createProject.js'
import { isOriginAllowed } from '../projects/matchOrigin.js'
import { matchesSecretKey } from '../projects/secretKey.js'

/**
 * Whether a caller may act for the project: its server, with the project's secret key (checked first
 * when sent), or one of its sites, by an `Origin` on the allowlist. Returns how it was admitted.
 * Throws `InvalidSecretKeyError` / `SecretKeyRequiredError` (401) or `OriginNotAllowedError` (403).
 */
export function assertProjectCaller(
  project: Project,
  caller: { origin: string | undefined; secretKey: string | undefined },
): 'server' | 'site' {
  if (caller.secretKey !== undefined) {
    if (!matchesSecretKey(caller.secretKey, project.secretKeyHash)) throw new InvalidSecretKeyError()
    return 'server'
  }
  if (caller.origin === undefined) throw new SecretKeyRequiredError()
  if (!isOriginAllowed(caller.origin, project.allowedOrigins)) throw new OriginNotAllowedError()
  return 'site'
}
