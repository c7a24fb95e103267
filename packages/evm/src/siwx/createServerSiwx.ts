import type {
  createSiwxCacaoSessionRoute,
  createSiwxSessionRoute,
  listSiwxSessionsRoute,
  ProfileErrorBody,
  RouteBody,
  RouteResponse,
  revokeSiwxSessionRoute,
  siwxNonceRoute,
} from '@latch/api'
import type { CaipNetworkId, LatchStorage, SIWXConfig, SIWXSession } from '@latch/core'
import { buildSiwxMessage, type SiwxMessageOptions } from './buildSiwxMessage.js'
import { assertSiwxAddress } from './siwxNamespaces.js'

export type CreateServerSiwxParameters = SiwxMessageOptions & {
  /** The Latch server (the same as createLatch's apiUrl). */
  apiUrl: string
  projectId: string
  /** Where each session's bearer token is kept. Default localStorage. */
  storage?: LatchStorage
  /** Sign-in is required: cancelling disconnects. Default false. */
  required?: boolean
  /** Revoke the session on the server when the wallet disconnects. Default false. */
  signOutOnDisconnect?: boolean
}

/** A refusal of the sign-in server, with its first reason as the message. */
export class SiwxServerError extends Error {
  override name = 'SiwxServerError'
  readonly status: number
  readonly code: string | undefined
  constructor(status: number, body: Partial<ProfileErrorBody>) {
    super(body.reasons?.[0] ?? body.message ?? `Sign-in request failed with status ${status}`)
    this.status = status
    this.code = body.code
  }
}

/**
 * Sign-in backed by the Latch server: it issues single-use nonces, verifies each signed message (EIP-4361
 * text of the fields on eip155, CAIP-122 on the `namespaces` given; domain and uri of the requesting site, expiry
 * and notBefore; the signature of an EOA or of a contract wallet through ERC-1271, an ed25519 Solana key, a
 * Bitcoin address by BIP-322 or the legacy format, an sr25519 Polkadot account) and stores the session. The page keeps only the session's bearer
 * token, which reading and revoking the session need.
 *
 * @example
 * createLatch({ ..., siwx: createServerSiwx({ apiUrl, projectId, required: true, namespaces: [solanaSiwx] }) })
 */
export function createServerSiwx(parameters: CreateServerSiwxParameters): SIWXConfig {
  const base = parameters.apiUrl.replace(/\/+$/, '')
  const storage = () => parameters.storage ?? globalThis.localStorage
  const prefix = `latch.siwx.${parameters.projectId}.`
  const tokenKey = (chainId: CaipNetworkId, address: string) => `${prefix}${chainId}:${address.toLowerCase()}`
  const url = (path: string, query: Record<string, string> = {}) => {
    const target = new URL(`${base}${path}`)
    target.searchParams.set('projectId', parameters.projectId)
    for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value)
    return target.toString()
  }
  async function call<T>(target: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(target, init)
    const body = (await response.json().catch(() => ({}))) as T & Partial<ProfileErrorBody>
    if (!response.ok) throw new SiwxServerError(response.status, body)
    return body
  }
  const account = (chainId: CaipNetworkId, address: string) => ({ chainId, address })

  async function revoke(chainId: CaipNetworkId, address: string) {
    const key = tokenKey(chainId, address)
    const token = storage()?.getItem(key)
    storage()?.removeItem(key)
    if (!token) return
    // The token is already gone from this browser; an expired or unknown session on the server is the same end.
    await call<RouteResponse<typeof revokeSiwxSessionRoute>>(
      url('/v1/siwx/sessions', account(chainId, address)),
      {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      },
    ).catch(() => {})
  }

  function keep(session: SIWXSession, token: string) {
    storage()?.setItem(tokenKey(session.data.chainId, session.data.accountAddress), token)
  }

  async function add(session: SIWXSession) {
    if (session.cacao) return addCacaos([session])
    const { token } = await call<RouteResponse<typeof createSiwxSessionRoute>>(url('/v1/siwx/sessions'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: { ...session.data, resources: session.data.resources && [...session.data.resources] },
        message: session.message,
        signature: session.signature,
      } satisfies RouteBody<typeof createSiwxSessionRoute>),
    })
    keep(session, token)
  }

  /**
   * A one-click sign-in's CACAOs (one per chain, one nonce) go together as they are: the server renders the
   * CAIP-122 text each signed from its payload, and spends the nonce once for all.
   */
  async function addCacaos(sessions: readonly SIWXSession[]) {
    const created = await call<RouteResponse<typeof createSiwxCacaoSessionRoute>>(
      url('/v1/siwx/sessions/cacao'),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          cacaos: sessions.map((session) => session.cacao),
        } as RouteBody<typeof createSiwxCacaoSessionRoute>),
      },
    )
    sessions.forEach((session, index) => {
      const token = created[index]?.token
      if (token) keep(session, token)
    })
  }

  return {
    async createMessage(input) {
      await assertSiwxAddress(input.chainId, input.accountAddress, parameters.namespaces)
      const { nonce } = await call<RouteResponse<typeof siwxNonceRoute>>(url('/v1/siwx/nonce'))
      return buildSiwxMessage(input, nonce, parameters)
    },
    addSession: add,
    revokeSession: revoke,
    async setSessions(sessions) {
      if (sessions.length === 0) {
        const store = storage()
        const keys = store && 'length' in store ? Object.keys(store).filter((k) => k.startsWith(prefix)) : []
        await Promise.all(
          keys.map((k) => {
            const [chainId = '', address = ''] = k.slice(prefix.length).split(/:(?=[^:]+$)/)
            return revoke(chainId as CaipNetworkId, address)
          }),
        )
        return
      }
      const cacaos = sessions.filter((session) => session.cacao)
      if (cacaos.length) await addCacaos(cacaos)
      for (const session of sessions) if (!session.cacao) await add(session)
    },
    async getSessions(chainId, address) {
      const key = tokenKey(chainId, address)
      const token = storage()?.getItem(key)
      if (!token) return []
      try {
        return await call<RouteResponse<typeof listSiwxSessionsRoute>>(
          url('/v1/siwx/sessions', account(chainId, address)),
          {
            headers: { Authorization: `Bearer ${token}` },
          },
        )
      } catch (error) {
        // A token the server no longer knows the shape of is dropped; the visitor signs in again.
        if (error instanceof SiwxServerError && error.status === 401) {
          storage()?.removeItem(key)
          return []
        }
        throw error
      }
    },
    getRequired: () => parameters.required ?? false,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? false,
  }
}
