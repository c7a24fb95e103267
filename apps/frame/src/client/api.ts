import type {
  authShareRoute,
  capabilitiesRoute,
  connectFarcasterLoginRoute,
  connectSocialLoginRoute,
  EmbeddedSession,
  RouteBody,
  RouteResponse,
  recoveryShareRoute,
  refreshEmbeddedSessionRoute,
  revokeEmbeddedSessionRoute,
  SocialProvider,
  startEmailLoginRoute,
  startFarcasterLoginRoute,
  startSocialLoginRoute,
  storeSharesRoute,
  updateEmailPrimaryRoute,
  updateEmailRoute,
  updateEmailSecondaryRoute,
  verifyEmailLoginRoute,
  waitForDeviceRoute,
} from '@latch/api'

/** The server's embedded-wallet routes, called from the frame's origin (the only one they answer); their types come from the API contract. */
export type Api = ReturnType<typeof createApi>

export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

export type SessionTokens = EmbeddedSession

export function createApi(apiUrl: string, projectId: string) {
  async function call<T>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string } = {},
  ): Promise<T> {
    let response: Response
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      })
    } catch {
      throw new ApiError(0, 'NETWORK', 'The wallet service cannot be reached. Check your connection')
    }
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string }
    if (!response.ok)
      throw new ApiError(response.status, body.code ?? 'HTTP_ERROR', body.message ?? 'An error occurred')
    return body as T
  }
  return {
    startEmail: (email: string, deviceId: string, origin: string) =>
      call<RouteResponse<typeof startEmailLoginRoute>>('POST', '/v1/embedded/email/start', {
        body: { projectId, email, deviceId, origin },
      }),
    startSocial: (provider: SocialProvider, deviceId: string, origin: string) =>
      call<RouteResponse<typeof startSocialLoginRoute>>('POST', '/v1/embedded/social/start', {
        body: { projectId, provider, deviceId, origin },
      }),
    connectSocial: (token: string, uri: string) =>
      call<RouteResponse<typeof connectSocialLoginRoute>>('POST', '/v1/embedded/social/connect', {
        token,
        body: { uri },
      }),
    startFarcaster: (deviceId: string, origin: string) =>
      call<RouteResponse<typeof startFarcasterLoginRoute>>('POST', '/v1/embedded/farcaster/start', {
        body: { projectId, deviceId, origin },
      }),
    connectFarcaster: (token: string, body: RouteBody<typeof connectFarcasterLoginRoute>) =>
      call<RouteResponse<typeof connectFarcasterLoginRoute>>('POST', '/v1/embedded/farcaster/connect', {
        token,
        body,
      }),
    waitForDevice: (token: string) =>
      call<RouteResponse<typeof waitForDeviceRoute>>('POST', '/v1/embedded/devices/wait', { token }),
    verifyOtp: (token: string, otp: string) =>
      call<RouteResponse<typeof verifyEmailLoginRoute>>('POST', '/v1/embedded/email/verify', {
        token,
        body: { otp },
      }),
    refresh: (refreshToken: string, deviceId: string) =>
      call<RouteResponse<typeof refreshEmbeddedSessionRoute>>('POST', '/v1/embedded/sessions/refresh', {
        body: { refreshToken, deviceId },
      }),
    revoke: (token: string) =>
      call<RouteResponse<typeof revokeEmbeddedSessionRoute>>('DELETE', '/v1/embedded/sessions', { token }),
    storeShares: (token: string, body: RouteBody<typeof storeSharesRoute>) =>
      call<RouteResponse<typeof storeSharesRoute>>('PUT', '/v1/embedded/shares', { token, body }),
    authShare: (token: string) =>
      call<RouteResponse<typeof authShareRoute>>('GET', '/v1/embedded/shares/auth', { token }),
    recoveryShare: (token: string) =>
      call<RouteResponse<typeof recoveryShareRoute>>('GET', '/v1/embedded/shares/recovery', {
        token,
      }),
    updateEmail: (token: string, email: string) =>
      call<RouteResponse<typeof updateEmailRoute>>('POST', '/v1/embedded/email/update', {
        token,
        body: { email },
      }),
    updateEmailPrimary: (token: string, otp: string) =>
      call<RouteResponse<typeof updateEmailPrimaryRoute>>('POST', '/v1/embedded/email/update/primary', {
        token,
        body: { otp },
      }),
    updateEmailSecondary: (token: string, otp: string) =>
      call<RouteResponse<typeof updateEmailSecondaryRoute>>('POST', '/v1/embedded/email/update/secondary', {
        token,
        body: { otp },
      }),
    /** What the server offers per network: where smart accounts have a bundler, and their factory. */
    capabilities: () =>
      call<RouteResponse<typeof capabilitiesRoute>>(
        'GET',
        `/v1/capabilities?projectId=${encodeURIComponent(projectId)}`,
      ),
    /** The chain's bundler and paymaster (ERC-7677) behind the server: the URL a viem transport calls. */
    bundlerUrl: (chainId: number) =>
      `${apiUrl}/v1/bundler?chainId=eip155:${chainId}&projectId=${encodeURIComponent(projectId)}`,
    /** A JSON-RPC call through the server's proxy for the chain (an eip155 chain id, or a CAIP-2 network id). */
    async rpc(chainId: number | string, method: string, params: unknown): Promise<unknown> {
      const network = typeof chainId === 'string' ? chainId : `eip155:${chainId}`
      const response = await fetch(
        `${apiUrl}/v1/?chainId=${encodeURIComponent(network)}&projectId=${encodeURIComponent(projectId)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
        },
      )
      const body = (await response.json().catch(() => ({}))) as {
        result?: unknown
        error?: { code?: number; message?: string; data?: unknown }
        message?: string
      }
      if (body.error)
        throw Object.assign(new Error(body.error.message ?? 'RPC error'), {
          code: body.error.code,
          data: body.error.data,
        })
      if (!response.ok) throw new Error(body.message ?? `RPC proxy answered ${response.status}`)
      return body.result
    },
  }
}
