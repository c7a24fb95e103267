import { z } from 'zod'
import { createTokenBucket, type TokenBucket, type TokenBucketRule } from './tokenBucket.js'

/**
 * Which project ids the relay admits, as WalletConnect's relay admits only its projects' clients: each
 * client names its project in the `projectId` query parameter of the socket URL. Ids of `ids` are
 * admitted as they are (a standalone relay); with `serverUrl`, an id the Latch server knows is.
 */
export type RelayProjects = {
  /** Project ids admitted without asking anyone. */
  ids?: readonly string[] | undefined
  /**
   * A Latch server (`http://127.0.0.1:8787`): an id is admitted when it is one of the server's projects,
   * asked through its public `GET /v1/embedded/config?projectId=` and remembered for `cacheMs`.
   */
  serverUrl?: string | undefined
  /** How long the server's answer about an id is kept. Default 30 s (the server caches its projects as long). */
  cacheMs?: number | undefined
  /**
   * How many ids the relay has not answered recently one address may have the server asked about: a
   * burst, then some a second, so nobody can make the relay flood the server. Default 20, then 1 a second.
   */
  lookupsPerIp?: TokenBucketRule | undefined
}

/** Why a connection's project was not admitted. */
export type ProjectRefusal =
  /** No `projectId` in the socket URL. */
  | 'missing'
  /** An id the relay does not admit. */
  | 'unknown'
  /** The server could not be asked. */
  | 'unavailable'
  /** This address had the server asked about too many new ids lately. */
  | 'throttled'

/** Checks a connection's project id; undefined when it is admitted. */
export type CheckProject = (projectId: string | null, ip: string) => Promise<ProjectRefusal | undefined>

/** The ids the Latch server accepts (its `ProjectIdSchema` and access check): anything else is unknown. */
const projectIdPattern = /^[A-Za-z0-9_-]{1,64}$/
/** Ids whose answer is kept at most; the oldest is forgotten first. */
const maxCachedIds = 10_000
const lookupTimeoutMs = 5_000

/** The part of the answer of `GET /v1/embedded/config` (`embeddedConfigRoute` in @latch/api) the relay reads. */
const embeddedConfigSchema = z.object({ projectId: z.string() })

/** The server could not say whether it knows a project. */
class ProjectLookupError extends Error {
  override name = 'ProjectLookupError'
}

/** Whether the Latch server at `serverUrl` has the project: false for its 403 `PROJECT_NOT_FOUND`. */
async function askServer(serverUrl: string, projectId: string): Promise<boolean> {
  const url = `${serverUrl.replace(/\/+$/, '')}/v1/embedded/config?projectId=${encodeURIComponent(projectId)}`
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(lookupTimeoutMs) })
  } catch (error) {
    throw new ProjectLookupError(`cannot reach ${serverUrl}: ${String(error)}`)
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (response.status === 200) return embeddedConfigSchema.safeParse(body).data?.projectId === projectId
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined
  if (response.status === 403 && code === 'PROJECT_NOT_FOUND') return false
  throw new ProjectLookupError(`${serverUrl} answered ${response.status} about project ${projectId}`)
}

/**
 * Builds the relay's project check from its configuration; undefined when none is configured (every
 * connection is admitted, whatever its project id). Answers from the server are cached, unknown ids
 * included, and one lookup serves every connection waiting for the same id; a known id stays admitted
 * on its cached answer while the server cannot be reached.
 *
 * @example
 * const check = createProjectCheck({ serverUrl: 'http://127.0.0.1:8787' })
 * await check?.('latch-dev', '127.0.0.1') // undefined: admitted
 */
export function createProjectCheck(
  projects: RelayProjects | undefined,
  say: (line: string) => void = () => {},
): CheckProject | undefined {
  const ids = new Set(projects?.ids ?? [])
  const serverUrl = projects?.serverUrl
  if (ids.size === 0 && !serverUrl) return undefined
  const cacheMs = projects?.cacheMs ?? 30_000
  const lookupsPerIp = projects?.lookupsPerIp ?? { burst: 20, perSecond: 1 }
  const answers = new Map<string, { known: boolean; at: number }>()
  const inFlight = new Map<string, Promise<boolean>>()
  const budgets = new Map<string, TokenBucket>()

  function remember(projectId: string, known: boolean) {
    answers.delete(projectId)
    if (answers.size >= maxCachedIds) {
      const oldest = answers.keys().next().value
      if (oldest !== undefined) answers.delete(oldest)
    }
    answers.set(projectId, { known, at: Date.now() })
  }

  function lookup(server: string, projectId: string): Promise<boolean> {
    let pending = inFlight.get(projectId)
    if (!pending) {
      pending = askServer(server, projectId)
        .then((known) => {
          remember(projectId, known)
          return known
        })
        .finally(() => inFlight.delete(projectId))
      inFlight.set(projectId, pending)
    }
    return pending
  }

  /** Whether `ip` may have the server asked about one more id it has not answered recently. */
  function mayAsk(ip: string): boolean {
    let budget = budgets.get(ip)
    if (!budget) {
      // Bounded: a forgotten address starts again with a full budget.
      if (budgets.size >= maxCachedIds) budgets.clear()
      budget = createTokenBucket(lookupsPerIp)
      budgets.set(ip, budget)
    }
    return budget.take()
  }

  return async (projectId, ip) => {
    if (projectId === null || projectId === '') return 'missing'
    if (ids.has(projectId)) return undefined
    if (!serverUrl || !projectIdPattern.test(projectId)) return 'unknown'
    const cached = answers.get(projectId)
    if (cached && Date.now() - cached.at < cacheMs) return cached.known ? undefined : 'unknown'
    if (!inFlight.has(projectId) && !mayAsk(ip)) return cached?.known ? undefined : 'throttled'
    try {
      return (await lookup(serverUrl, projectId)) ? undefined : 'unknown'
    } catch (error) {
      say(`project check failed: ${(error as Error).message}`)
      // The server is away: an id it knew stays admitted until it answers again.
      return cached?.known ? undefined : 'unavailable'
    }
  }
}
