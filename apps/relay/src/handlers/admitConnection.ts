import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'
import type { CheckProject, ProjectRefusal } from '../checkProject.js'
import { ClientAuthError, verifyClientAuth } from '../clientAuth.js'
import { clientIp } from '../clientIp.js'
import type { RelayHub } from '../hub/createRelayHub.js'

/**
 * The close reasons of a refused project, as WalletConnect's relay words them (its clients report the
 * reason: "WebSocket connection closed abnormally with code: 3000 (Authorization error: Project ID is
 * missing)"); what follows in brackets tells the developer what to change.
 */
export const PROJECT_MISSING_REASON =
  'Authorization error: Project ID is missing (set projectId in the WalletConnect client)'
export const UNKNOWN_PROJECT_REASON =
  "Authorization error: Unauthorized: invalid key (the project id is not one of this relay's projects)"

/** What happens to a connection, decided before its WebSocket handshake is answered. */
export type Admission =
  /** Accepted: the client `iss` connecting from `ip`. */
  | { kind: 'accept'; iss: string; ip: string }
  /** Accepted, then closed at once with 3000 and `reason`: WalletConnect clients report it and stop. */
  | { kind: 'close'; reason: string; counter: 'unauthorized' | 'unknownProjects' }
  /** Refused with an HTTP status instead of the handshake. */
  | {
      kind: 'refuse'
      status: number
      message: string
      headers?: OutgoingHttpHeaders
      counter: 'refusedConnections' | 'unknownProjects'
    }

export type AdmitConnectionOptions = {
  /** The URLs clients may have signed their token for (`aud`). */
  audiences: readonly string[]
  /** Count clients by the address a proxy puts in `X-Forwarded-For` (see `clientIp`). */
  trustProxy: boolean
  /** Absent: any project id is admitted. */
  checkProject?: CheckProject | undefined
}

const retryLater = { 'Retry-After': '5' }

function projectRefusal(refusal: ProjectRefusal, closeEvent: boolean): Admission {
  if (refusal === 'unavailable')
    return {
      kind: 'refuse',
      status: 503,
      message: 'The relay cannot check project ids right now: retry shortly',
      headers: retryLater,
      counter: 'refusedConnections',
    }
  if (refusal === 'throttled')
    return {
      kind: 'refuse',
      status: 429,
      message: 'Too many new project ids from this address: retry shortly',
      headers: retryLater,
      counter: 'refusedConnections',
    }
  const reason = refusal === 'missing' ? PROJECT_MISSING_REASON : UNKNOWN_PROJECT_REASON
  // WalletConnect's relay closes with 3000 the sockets of clients that ask for it (its JavaScript clients,
  // `useOnCloseEvent=true`), and answers the others' handshake with 401 or 403, as its native clients expect.
  if (closeEvent) return { kind: 'close', reason, counter: 'unknownProjects' }
  return {
    kind: 'refuse',
    status: refusal === 'missing' ? 401 : 403,
    message: reason,
    counter: 'unknownProjects',
  }
}

/**
 * The connection quotas of a client and an address, with the connections open now; undefined when one
 * more fits. Checked again just before the handshake is answered, in the same turn as the connection is
 * counted, so concurrent handshakes cannot pass a quota together.
 */
export function connectionQuotaRefusal(
  hub: RelayHub,
  iss: string | undefined,
  ip: string,
): Admission | undefined {
  const { connectionsPerIp, connectionsPerClient } = hub.quotas
  if ((hub.connectionsByIp.get(ip) ?? 0) >= connectionsPerIp)
    return {
      kind: 'refuse',
      status: 429,
      message: `Too many connections from this address (${connectionsPerIp} at most): close one and retry`,
      counter: 'refusedConnections',
    }
  if (iss !== undefined && (hub.clients.get(iss)?.size ?? 0) >= connectionsPerClient)
    return {
      kind: 'refuse',
      status: 429,
      message: `Too many connections of this client (${connectionsPerClient} at most): close one and retry`,
      counter: 'refusedConnections',
    }
  return undefined
}

/**
 * Decides about a WebSocket handshake before it is answered: the address's connection quota, the
 * project id (`projectId` in the URL), the client's token (`auth`, see `verifyClientAuth`), then the
 * client's connection quota. A bad token is accepted and closed with 3000, as WalletConnect's relay does.
 */
export async function admitConnection(
  hub: RelayHub,
  request: IncomingMessage,
  options: AdmitConnectionOptions,
): Promise<Admission> {
  const ip = clientIp(request, options.trustProxy)
  const overIp = connectionQuotaRefusal(hub, undefined, ip)
  if (overIp) return overIp
  const query = new URL(request.url ?? '/', 'ws://relay.invalid').searchParams
  if (options.checkProject) {
    const refusal = await options.checkProject(query.get('projectId'), ip)
    if (refusal) return projectRefusal(refusal, query.get('useOnCloseEvent') === 'true')
  }
  let iss: string
  try {
    iss = await verifyClientAuth(request.url, options.audiences)
  } catch (error) {
    const reason = error instanceof ClientAuthError ? error.message : 'Unauthorized'
    return { kind: 'close', reason, counter: 'unauthorized' }
  }
  return connectionQuotaRefusal(hub, iss, ip) ?? { kind: 'accept', iss, ip }
}
