import { randomBytes } from 'node:crypto'
import { createRoute } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Context } from 'hono'
import { assertProjectCaller } from '../access/assertProjectCaller.js'
import { secretKeyHeader } from '../access/createProjectAccess.js'
import type { ProjectEnv } from '../access/projectEnv.js'
import { OriginNotAllowedError } from '../errors.js'
import { createProfileApp, profileErrorResponse } from '../names/createProfileApp.js'
import type { ProfileContext } from '../names/nameServiceContext.js'
import type { Project } from '../projects/createProject.js'
import { createSiwxCacaoSessions } from './createSiwxCacaoSession.js'
import { createSiwxSession, hashSiwxToken } from './createSiwxSession.js'
import { SiwxOriginNotAllowedError, SiwxOriginRequiredError, SiwxTokenError } from './siwxErrors.js'
import { siwxAccountKey } from './siwxNamespaces.js'
import { siwxNonces, siwxSessions } from './siwxTables.js'

/** How long an issued nonce can be signed; EIP-4361 leaves it to the server. */
export const siwxNonceTtlMs = 10 * 60_000
/** Most sessions listed for one account. */
export const siwxSessionListLimit = 100

const nonceRoute = createRoute({
  method: api.siwxNonceRoute.method,
  path: api.siwxNonceRoute.path,
  summary: 'A fresh single-use nonce for a sign-in message (valid 10 minutes)',
  request: { query: api.siwxNonceRoute.query },
  responses: {
    200: {
      description: 'The nonce',
      content: { 'application/json': { schema: api.siwxNonceRoute.response } },
    },
    400: profileErrorResponse('Invalid parameter'),
    403: profileErrorResponse("Unknown project, or Origin not on the project's allowlist"),
  },
})

const createSessionRoute = createRoute({
  method: api.createSiwxSessionRoute.method,
  path: api.createSiwxSessionRoute.path,
  summary: 'Verify a signed sign-in message and store the session',
  description:
    "The request's Origin must be on the project's allowlist, its host must be the message's domain and the " +
    "message's uri must be on it. The message must be the EIP-4361 (eip155) or CAIP-122 (solana, bip122, " +
    'polkadot) rendering of data, its nonce issued by /v1/siwx/nonce and unused, not expired and past notBefore, ' +
    'and the signature the account’s (EOA or ERC-1271; ed25519; BIP-322 or legacy; sr25519).',
  request: {
    query: api.createSiwxSessionRoute.query,
    body: {
      required: true,
      content: { 'application/json': { schema: api.createSiwxSessionRoute.body } },
    },
  },
  responses: {
    201: {
      description: 'The stored session and its bearer token',
      content: { 'application/json': { schema: api.createSiwxSessionRoute.response } },
    },
    400: profileErrorResponse('Invalid body, message mismatch, expired or not yet valid, or invalid nonce'),
    401: profileErrorResponse('The signature was not made by the account'),
    403: profileErrorResponse('Unknown project, Origin not allowed, or domain / uri not the request origin'),
    502: profileErrorResponse("The contract wallet's chain did not answer"),
  },
})

const createCacaoSessionRoute = createRoute({
  method: api.createSiwxCacaoSessionRoute.method,
  path: api.createSiwxCacaoSessionRoute.path,
  summary: 'Verify the CACAOs of a one-click sign-in over WalletConnect and store a session per chain',
  description:
    'The CACAOs are one sign-in signed on each chain: one nonce, one account, distinct chains. Each CAIP-122 ' +
    'text is rendered from its payload (as wallets render it, ReCap statement included) and the ' +
    "signature checked against the issuer's account; then the same checks as a signed message: Origin on the " +
    "project's allowlist, domain the request's host and aud on its origin, the time window, the single-use nonce.",
  request: {
    query: api.createSiwxCacaoSessionRoute.query,
    body: {
      required: true,
      content: { 'application/json': { schema: api.createSiwxCacaoSessionRoute.body } },
    },
  },
  responses: {
    201: {
      description:
        'The stored sessions (each with its CACAO and its bearer token), in the order of the CACAOs',
      content: { 'application/json': { schema: api.createSiwxCacaoSessionRoute.response } },
    },
    400: profileErrorResponse('Invalid body, expired or not yet valid, or invalid nonce'),
    401: profileErrorResponse('The signature was not made by the account'),
    403: profileErrorResponse('Unknown project, Origin not allowed, or domain / aud not the request origin'),
    502: profileErrorResponse("The contract wallet's chain did not answer"),
  },
})

const listSessionsRoute = createRoute({
  method: api.listSiwxSessionsRoute.method,
  path: api.listSiwxSessionsRoute.path,
  summary: "The bearer token's session, when it is the account's on that chain and still valid",
  description:
    'Needs `Authorization: Bearer <token>` (the token POST /v1/siwx/sessions answered). The list holds the ' +
    'session of that token if it belongs to the account and chain asked for and is unexpired and unrevoked.',
  security: [{ siwxSession: [] }],
  request: { query: api.listSiwxSessionsRoute.query },
  responses: {
    200: {
      description: 'Sessions',
      content: { 'application/json': { schema: api.listSiwxSessionsRoute.response } },
    },
    400: profileErrorResponse('Invalid parameter'),
    401: profileErrorResponse('No bearer token, or a malformed one'),
    403: profileErrorResponse("Unknown project, or Origin not on the project's allowlist"),
  },
})

const revokeSessionsRoute = createRoute({
  method: api.revokeSiwxSessionRoute.method,
  path: api.revokeSiwxSessionRoute.path,
  summary: "Revoke the bearer token's session",
  description:
    "Needs `Authorization: Bearer <token>`; revokes that session if it is the account's on that chain.",
  security: [{ siwxSession: [] }],
  request: { query: api.revokeSiwxSessionRoute.query },
  responses: {
    200: {
      description: 'How many sessions were revoked (0 or 1)',
      content: { 'application/json': { schema: api.revokeSiwxSessionRoute.response } },
    },
    400: profileErrorResponse('Invalid parameter'),
    401: profileErrorResponse('No bearer token, or a malformed one'),
    403: profileErrorResponse("Unknown project, or Origin not on the project's allowlist"),
  },
})

/**
 * Sign-in is offered to the project's own sites (an allowed Origin), and its server may list and revoke
 * sessions with the project's secret key. A session is created only from a page: its message's domain
 * is checked against the Origin. The project gate admits the embedded-wallet frame as a site of every
 * project; sign-in does not, so the caller is checked again here.
 */
function requireSiwxCaller(c: Context<ProjectEnv>): { project: Project; origin: string | undefined } {
  const project = c.get('project')
  const origin = c.req.header('Origin')
  try {
    assertProjectCaller(project, { origin, secretKey: c.req.header(secretKeyHeader) })
  } catch (error) {
    if (error instanceof OriginNotAllowedError) throw new SiwxOriginNotAllowedError()
    throw error
  }
  return { project, origin }
}

/** The SHA-256 of the request's bearer token; a request without one is refused. */
function requireTokenHash(authorization: string | undefined): string {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(authorization?.trim() ?? '')
  if (!match?.[1]) throw new SiwxTokenError()
  return hashSiwxToken(match[1])
}

/**
 * Server-backed sign-in (SIWX) under `/v1/siwx`: nonces, session creation with full verification, listing
 * and revocation.
 *
 * @example
 * app.route('/', createSiwxRoutes({ db, projects, verifySignature }))
 */
export function createSiwxRoutes(context: ProfileContext) {
  const now = () => context.now?.() ?? Date.now()
  let lastNonceCleanup = 0

  const accountCondition = (projectId: string, chainId: string, address: string, tokenHash: string) =>
    and(
      eq(siwxSessions.tokenHash, tokenHash),
      eq(siwxSessions.projectId, projectId),
      eq(siwxSessions.address, siwxAccountKey(chainId, address)),
      eq(siwxSessions.chainId, chainId),
      isNull(siwxSessions.revokedAt),
      or(isNull(siwxSessions.expiresAt), gt(siwxSessions.expiresAt, new Date(now()))),
    )

  const app = createProfileApp()
  app.openAPIRegistry.registerComponent('securitySchemes', 'siwxSession', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token answered with a created sign-in session',
  })
  return app
    .openapi(nonceRoute, async (c) => {
      const { project } = requireSiwxCaller(c)
      const nonce = randomBytes(16).toString('hex')
      const issuedAt = now()
      await context.db
        .insert(siwxNonces)
        .values({ nonce, projectId: project.id, expiresAt: new Date(issuedAt + siwxNonceTtlMs) })
      // Unused nonces would pile up; at most once a minute, drop those expired for an hour.
      if (issuedAt - lastNonceCleanup > 60_000) {
        lastNonceCleanup = issuedAt
        await context.db.delete(siwxNonces).where(lt(siwxNonces.expiresAt, new Date(issuedAt - 3_600_000)))
      }
      c.header('Cache-Control', 'no-store')
      return c.json({ nonce }, 200)
    })
    .openapi(createSessionRoute, async (c) => {
      const { project, origin } = requireSiwxCaller(c)
      if (origin === undefined) throw new SiwxOriginRequiredError()
      const body = c.req.valid('json')
      const session = await createSiwxSession(context, {
        project,
        origin,
        data: body.data,
        message: body.message,
        signature: body.signature,
      })
      return c.json(session, 201)
    })
    .openapi(createCacaoSessionRoute, async (c) => {
      const { project, origin } = requireSiwxCaller(c)
      if (origin === undefined) throw new SiwxOriginRequiredError()
      const { cacaos } = c.req.valid('json')
      return c.json(await createSiwxCacaoSessions(context, { project, origin, cacaos }), 201)
    })
    .openapi(listSessionsRoute, async (c) => {
      const query = c.req.valid('query')
      const { project } = requireSiwxCaller(c)
      const tokenHash = requireTokenHash(c.req.header('Authorization'))
      const rows = await context.db
        .select({ data: siwxSessions.data, message: siwxSessions.message, signature: siwxSessions.signature })
        .from(siwxSessions)
        .where(accountCondition(project.id, query.chainId, query.address, tokenHash))
        .orderBy(asc(siwxSessions.createdAt))
        .limit(siwxSessionListLimit)
      c.header('Cache-Control', 'no-store')
      return c.json(rows, 200)
    })
    .openapi(revokeSessionsRoute, async (c) => {
      const query = c.req.valid('query')
      const { project } = requireSiwxCaller(c)
      const tokenHash = requireTokenHash(c.req.header('Authorization'))
      const revoked = await context.db
        .update(siwxSessions)
        .set({ revokedAt: new Date(now()) })
        .where(accountCondition(project.id, query.chainId, query.address, tokenHash))
        .returning({ id: siwxSessions.id })
      return c.json({ revoked: revoked.length }, 200)
    })
}
