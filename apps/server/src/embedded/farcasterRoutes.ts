import { createAppClient } from '@farcaster/auth-client'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { createPublicClient, http, parseAbi } from 'viem'
import { generateSiweNonce } from 'viem/siwe'
import type { ProjectEnv } from '../access/projectEnv.js'
import { errorResponse, validationHook } from '../http.js'
import { serverLog } from '../logging/serverLog.js'
import { hashSiwxToken as hashToken } from '../siwx/createSiwxSession.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import type { EmbeddedContext } from './embeddedContext.js'
import {
  FarcasterLoginRefusedError,
  FarcasterNotConfiguredError,
  FarcasterRegistryUnavailableError,
} from './embeddedErrors.js'
import { embeddedSocialLogins } from './embeddedTables.js'
import type { FarcasterSettings } from './farcasterSettings.js'
import { assertEmbeddingSite } from './frameGate.js'
import { issueTokens } from './issueTokens.js'
import { bearerSession, body, json } from './openapiParts.js'
import { openIdentitySession } from './openIdentitySession.js'
import { bearerHash, newToken } from './sessionTokens.js'
import { takeSocialLogin } from './takeSocialLogin.js'

/** A Farcaster login must be signed and sent back within this long (ms): the message's expiry too. */
const LOGIN_TTL_MS = 10 * 60_000

const idRegistryAbi = parseAbi(['function idOf(address owner) view returns (uint256 fid)'])

const startRoute = createRoute({
  method: api.startFarcasterLoginRoute.method,
  path: api.startFarcasterLoginRoute.path,
  summary: 'Start a Sign In With Farcaster login: the auth relay and the parameters its channel must carry',
  request: body(api.startFarcasterLoginRoute.body),
  responses: {
    200: json(
      api.startFarcasterLoginRoute.response,
      'The relay, the nonce, domain and expiry, the pending login token',
    ),
    400: errorResponse('Invalid body, or Farcaster is not configured'),
    403: errorResponse('Unknown project, site not allowed, or not the frame'),
  },
})

const connectRoute = createRoute({
  method: api.connectFarcasterLoginRoute.method,
  path: api.connectFarcasterLoginRoute.path,
  summary:
    "Complete a Farcaster login with the channel's signed message: nonce, domain, expiry, the custody signature, and the fid's custody on the ID registry",
  security: bearerSession,
  request: body(api.connectFarcasterLoginRoute.body),
  responses: {
    200: json(api.connectFarcasterLoginRoute.response, 'The verified session'),
    400: errorResponse('Invalid body, or the message does not complete this login'),
    401: errorResponse('No, unknown, used or expired pending login'),
    403: errorResponse('Not the frame'),
    503: errorResponse('The ID registry cannot be reached'),
  },
})

/**
 * Sign In With Farcaster under `/v1/embedded/farcaster`: the frame opens a channel on the configured auth relay
 * with the nonce, domain and expiry this server chose, and sends back the message the visitor's Farcaster app
 * signed. `@farcaster/auth-client` verifies it (SIWE format and statement, nonce, domain, expiry, the signature)
 * and that its signer is the custody address of the fid on the configured IdRegistry (`idOf`); the login then
 * opens the same kind of session a social login does, for the user of the fid.
 *
 * @example
 * app.route('/', createFarcasterRoutes(context, context.farcaster))
 */
export function createFarcasterRoutes(context: EmbeddedContext, settings: FarcasterSettings | undefined) {
  const { db } = context
  const verifier = settings && createVerifier(settings)

  return new OpenAPIHono<ProjectEnv>({ defaultHook: validationHook })
    .openapi(startRoute, async (c) => {
      const input = c.req.valid('json')
      if (!settings) throw new FarcasterNotConfiguredError()
      const project = c.get('project')
      assertEmbeddingSite(project, input.origin)
      if (!project.logins.socials.includes('farcaster')) throw new FarcasterNotConfiguredError('project')
      const siweUri = input.origin.toLowerCase()
      const domain = new URL(siweUri).host
      const nonce = generateSiweNonce()
      const expiresAt = new Date(context.now() + LOGIN_TTL_MS)
      const token = newToken()
      // The social logins' table: the SIWE URI stands where the redirect URI does, the domain where the state does.
      await db.insert(embeddedSocialLogins).values({
        tokenHash: hashToken(token),
        projectId: project.id,
        origin: siweUri,
        deviceHash: hashToken(input.deviceId),
        provider: 'farcaster',
        redirectUri: siweUri,
        state: domain,
        nonce,
        codeVerifier: '',
        expiresAt,
      })
      c.header('Cache-Control', 'no-store')
      return c.json(
        {
          relayUrl: settings.relayUrl,
          nonce,
          domain,
          siweUri,
          expirationTime: expiresAt.toISOString(),
          token,
        },
        200,
      )
    })
    .openapi(connectRoute, async (c) => {
      const input = c.req.valid('json')
      const login = await takeSocialLogin(context, bearerHash(c))
      if (login.provider !== 'farcaster' || !verifier)
        throw new FarcasterLoginRefusedError('This is not a Farcaster login')
      const result = await verifier.verifySignInMessage({
        nonce: login.nonce,
        domain: login.state,
        message: input.message,
        signature: input.signature as `0x${string}`,
        acceptAuthAddress: false,
      })
      if (result.isError) {
        const error = result.error ?? new Error('unknown')
        const code = 'errCode' in error ? error.errCode : 'unknown'
        serverLog.error(
          { provider: 'farcaster', reason: describeUpstreamError(error, { url: settings?.rpcUrl }) },
          'login refused',
        )
        if (code === 'unavailable') throw new FarcasterRegistryUnavailableError()
        throw new FarcasterLoginRefusedError(
          code === 'unauthorized' && /does not own fid/.test(error.message)
            ? `This account does not hold fid ${input.fid}`
            : undefined,
        )
      }
      if (result.fid !== input.fid) throw new FarcasterLoginRefusedError('The message signs in another fid')
      if (result.data.uri !== login.redirectUri)
        throw new FarcasterLoginRefusedError('The message was signed for another site')
      // The app reported the user name; the fid, which the registry proved, is the identity.
      const userName = (input.username?.trim() || `fid:${result.fid}`).slice(0, 254)
      const session = await openIdentitySession(
        context,
        login,
        { provider: 'farcaster', subject: String(result.fid), userName },
        hashToken(newToken()),
      )
      return c.json(await issueTokens(context, session), 200)
    })
}

/** `@farcaster/auth-client`'s app client with an Ethereum connector on the configured chain and IdRegistry. */
function createVerifier(settings: FarcasterSettings) {
  const publicClient = createPublicClient({
    transport: http(settings.rpcUrl, { retryCount: 1, timeout: 10_000 }),
  })
  return createAppClient({
    relay: settings.relayUrl,
    ethereum: {
      publicClient,
      getFid: (custody) =>
        publicClient.readContract({
          address: settings.idRegistry,
          abi: idRegistryAbi,
          functionName: 'idOf',
          args: [custody],
        }),
      // Only the custody address signs in here (acceptAuthAddress: false): no KeyRegistry lookups.
      isValidAuthAddress: async () => false,
    },
  })
}
