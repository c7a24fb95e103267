import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'

export type StartFarcasterRelayParameters = {
  /** Default 0 (a free port). */
  port?: number
  host?: string
  /**
   * The key a Farcaster app sends (`X-Farcaster-Auth-Relay-Key`) to complete or decline a channel. Default
   * `latch-local-relay-key`; the test app sends the same.
   */
  authKey?: string
  /** How long a channel lives, ms (Farcaster's relay: an hour). */
  channelTtlMs?: number
}

export type FarcasterRelay = {
  /** The relay's base URL: `createAppClient({ relay: url })`. */
  url: string
  port: number
  authKey: string
  stop(): Promise<void>
}

/** The channel parameters an app asks for (Farcaster's `POST /v1/channel` body). */
const CreateChannelSchema = z.object({
  siweUri: z.url().max(2048),
  domain: z.string().min(1).max(255),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9]{8,128}$/)
    .optional(),
  notBefore: z.iso.datetime({ offset: true }).optional(),
  expirationTime: z.iso.datetime({ offset: true }).optional(),
  requestId: z.string().max(255).optional(),
  redirectUrl: z.url().max(2048).optional(),
  acceptAuthAddress: z.boolean().optional(),
})

/** What the Farcaster app sends once the visitor approved (Farcaster's `POST /v1/channel/authenticate` body). */
const AuthenticateSchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/)
    .max(4096),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive(),
  username: z.string().max(64).optional(),
  bio: z.string().max(1024).optional(),
  displayName: z.string().max(64).optional(),
  pfpUrl: z.string().max(2048).optional(),
})

type Channel = {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  signatureParams: z.infer<typeof CreateChannelSchema> & { nonce: string }
  acceptAuthAddress: boolean
  metadata: { userAgent: string; ip: string }
  expiresAt: number
} & Partial<z.infer<typeof AuthenticateSchema>>

class RelayHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

const unauthorized = () => new RelayHttpError(401, 'UNAUTHORIZED', 'Unknown, closed or expired channel')

/**
 * A Farcaster auth relay on this machine: the channel API `@farcaster/auth-client` speaks (`POST /v1/channel`,
 * `GET /v1/channel/status`, `POST /v1/channel/authenticate`, the same bodies and status codes as Farcaster's
 * relay), channels kept in memory for their TTL. A completed channel is answered once, then closed. One local
 * addition, `POST /v1/channel/decline`, lets a test app close a channel the way a visitor's "Cancel" ends it
 * in Farcaster's app (whose relay simply lets it expire); the app client sees either as a channel gone. The
 * channel URL is `<relay>/~/siwf?channelToken=…`, the page a phone would open.
 *
 * @example
 * const relay = await startFarcasterRelay({ port: 8792 })
 * createAppClient({ relay: relay.url, ethereum })
 */
export async function startFarcasterRelay(
  parameters: StartFarcasterRelayParameters = {},
): Promise<FarcasterRelay> {
  const { host = '127.0.0.1', authKey = 'latch-local-relay-key', channelTtlMs = 3_600_000 } = parameters
  const channels = new Map<string, Channel>()
  let base = ''

  const read = (token: string | undefined): Channel => {
    const channel = token ? channels.get(token) : undefined
    if (!channel || !token) throw unauthorized()
    if (channel.expiresAt < Date.now()) {
      channels.delete(token)
      throw unauthorized()
    }
    return channel
  }
  const bearer = (request: IncomingMessage) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
  const requireAppKey = (request: IncomingMessage) => {
    const key =
      request.headers['x-farcaster-auth-relay-key'] ?? request.headers['x-farcaster-connect-auth-key']
    if (key !== authKey) throw new RelayHttpError(401, 'UNAUTHORIZED', 'Only a Farcaster app may do this')
  }

  async function handle(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<[number, unknown] | undefined> {
    const url = new URL(request.url ?? '/', base)
    const route = `${request.method} ${url.pathname}`
    switch (route) {
      case 'GET /healthcheck':
        return [200, { status: 'OK' }]
      case 'POST /v1/channel': {
        const body = parse(CreateChannelSchema, await readJson(request))
        for (const [token, channel] of channels) if (channel.expiresAt < Date.now()) channels.delete(token)
        const channelToken = randomBytes(16).toString('hex')
        const nonce = body.nonce ?? randomBytes(12).toString('hex')
        const channelUrl = `${base}/~/siwf?${new URLSearchParams({ channelToken })}`
        channels.set(channelToken, {
          state: 'pending',
          nonce,
          url: channelUrl,
          signatureParams: { ...body, nonce },
          acceptAuthAddress: body.acceptAuthAddress ?? false,
          metadata: {
            userAgent: request.headers['user-agent'] ?? 'Unknown',
            ip: request.socket.remoteAddress ?? '',
          },
          expiresAt: Date.now() + channelTtlMs,
        })
        return [201, { channelToken, url: channelUrl, connectUri: channelUrl, nonce }]
      }
      case 'GET /v1/channel/status': {
        const token = bearer(request)
        const { url: _url, expiresAt: _expires, ...channel } = read(token)
        if (channel.state === 'completed') {
          channels.delete(token as string)
          return [200, channel]
        }
        return [202, channel]
      }
      case 'POST /v1/channel/authenticate': {
        requireAppKey(request)
        const channel = read(bearer(request))
        const body = parse(AuthenticateSchema, await readJson(request))
        if (channel.state === 'completed')
          throw new RelayHttpError(409, 'COMPLETED', 'This channel is already completed')
        Object.assign(channel, body, { state: 'completed' })
        const { url: _url, expiresAt: _expires, ...answer } = channel
        return [201, answer]
      }
      case 'POST /v1/channel/decline': {
        requireAppKey(request)
        const token = bearer(request)
        read(token)
        channels.delete(token as string)
        return [200, { declined: true }]
      }
      case 'GET /~/siwf': {
        const token = url.searchParams.get('channelToken') ?? ''
        const known = channels.has(token)
        response.writeHead(known ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
        response.end(
          `<!doctype html><meta charset="utf-8"><title>Sign in with Farcaster</title><p>${
            known
              ? 'Open this link in your Farcaster app to sign in.'
              : 'This sign-in request is unknown, completed or expired.'
          }</p>`,
        )
        return undefined
      }
      default:
        throw new RelayHttpError(404, 'NOT_FOUND', `No route ${route}`)
    }
  }

  const server = createServer((request, response) => {
    // The app client runs in a browser page on another origin (the wallet frame): answer its preflight.
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader(
      'access-control-allow-headers',
      'authorization, content-type, x-farcaster-auth-relay-key',
    )
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    handle(request, response).then(
      (answer) => {
        if (!answer) return
        response.writeHead(answer[0], { 'content-type': 'application/json', 'cache-control': 'no-store' })
        response.end(JSON.stringify(answer[1]))
      },
      (error: unknown) => {
        const known = error instanceof RelayHttpError
        if (!known) console.error('[farcaster-relay]', (error as Error).message)
        response.writeHead(known ? error.status : 500, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify(
            known
              ? { code: error.code, message: error.message }
              : { code: 'INTERNAL', message: 'Relay error' },
          ),
        )
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  base = `http://${host}:${port}`
  return {
    url: base,
    port,
    authKey,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new RelayHttpError(400, 'VALIDATION_ERROR', `${issue?.path.join('.') || 'body'}: ${issue?.message}`)
  }
  return parsed.data
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 64 * 1024) throw new RelayHttpError(413, 'TOO_LARGE', 'The body is too large')
    chunks.push(chunk as Buffer)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new RelayHttpError(400, 'VALIDATION_ERROR', 'The body is not JSON')
  }
}
