import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { isAddressEqual } from 'viem'
import { z } from 'zod'
import { secretKeyHeader } from '../access/createProjectAccess.js'
import type { ProjectEnv } from '../access/projectEnv.js'
import { UnsupportedChainError } from '../chains/chainErrors.js'
import { chainNumber } from '../chains/chainParams.js'
import type { ChainRegistry } from '../chains/createChainRegistry.js'
import type { AppContext } from '../context.js'
import { InvalidBodyError } from '../errors.js'
import { errorResponse, formatIssues, validationHook } from '../http.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import { authorizeSponsorship } from './authorizeSponsorship.js'
import { paymasterPostOpGasLimit, paymasterVerificationGasLimit, signSponsorship } from './signSponsorship.js'
import {
  BundlerMethodNotAllowedError,
  BundlerUnavailableError,
  SmartAccountsUnavailableError,
  SponsorshipUnavailableError,
} from './smartAccountErrors.js'
import { maxOperationCost, recordSponsorship, requireSponsorship } from './sponsorshipPolicy.js'

/** What the bundler answers for the wallet: sending, estimating and following UserOperations. */
const bundlerMethods = new Set([
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'pimlico_getUserOperationGasPrice',
  'pimlico_getUserOperationStatus',
])
/** Each bundler call gets this long, as the RPC proxy's upstreams do. */
const bundlerTimeoutMs = 10_000

const Quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a hex quantity')
  .transform((value) => BigInt(value))
const Address = api.EvmAddressSchema.transform((value) => value as `0x${string}`)
const Data = api.HexSchema.transform((value) => value as `0x${string}`)
const OptionalAddress = z.optional(z.union([Address, z.null()]))
/** An ERC-7677 request's UserOperation (v0.7, JSON-RPC encoding). */
const PaymasterParamsSchema = z.tuple(
  [
    z.object({
      sender: Address,
      nonce: Quantity,
      factory: OptionalAddress,
      factoryData: z.optional(z.union([Data, z.null()])),
      callData: Data,
      callGasLimit: Quantity,
      verificationGasLimit: Quantity,
      preVerificationGas: Quantity,
      maxFeePerGas: Quantity,
      maxPriorityFeePerGas: Quantity,
    }),
    Address,
    Data,
  ],
  z.unknown(),
)

const bundlerRoute = createRoute({
  method: api.bundlerRoute.method,
  path: api.bundlerRoute.path,
  summary: "The chain's ERC-4337 bundler and the server's ERC-7677 paymaster, at one URL",
  request: {
    query: api.bundlerRoute.query,
    body: { required: true, content: { 'application/json': { schema: api.bundlerRoute.body } } },
  },
  responses: {
    200: {
      description: "The bundler's JSON-RPC answer as it gave it, or the paymaster's",
      content: { 'application/json': { schema: api.bundlerRoute.response } },
    },
    400: errorResponse('Invalid request, a chain without a bundler, or a method not offered here'),
    401: errorResponse(
      "A sponsorship asked without the wallet session's access token or the project's secret key, or with an unknown, expired or wrong one",
    ),
    403: errorResponse(
      "Unknown project, a project that does not sponsor, a wallet session of another project, a sender that is not the session's smart account nor a session account redeeming its permissions, or an operation above its sponsorship's cost limit",
    ),
    429: errorResponse(
      'The account, or the project, had its sponsored UserOperations (or the project its budget in wei) of the last 24 hours, or too many sponsorship requests came from one address',
    ),
    503: errorResponse('The bundler cannot be reached'),
  },
})

const hex = (value: bigint) => `0x${value.toString(16)}`

/**
 * `POST /v1/bundler?chainId=eip155:…&projectId=…`: the embedded wallet's smart accounts reach the chain's bundler
 * only through here, as a production deployment puts its bundler behind its own API. pm_getPaymasterStubData and
 * pm_getPaymasterData (ERC-7677) are answered here with the VerifyingPaymaster's signature, so the paymaster's
 * key never leaves the server, for senders tied to the project only (its wallets' sessions, or its own server:
 * see `authorizeSponsorship`) and within the project's sponsorship policy (`projects sponsor`): none, a cost
 * limit per operation, a number of operations per account and day, a number and a budget in wei per day for the
 * whole project. `now` is the clock the wallet sessions expire by.
 */
export function createBundlerRoutes(
  context: AppContext,
  chains: ChainRegistry,
  options: { now?: (() => number) | undefined } = {},
) {
  const now = options.now ?? Date.now
  return new OpenAPIHono<ProjectEnv>({ defaultHook: validationHook }).openapi(bundlerRoute, async (c) => {
    const { chainId } = c.req.valid('query')
    const request = c.req.valid('json')
    const project = c.get('project')
    const chain = chains.get(chainNumber(chainId))
    if (!chain) throw new UnsupportedChainError(chainId)
    const smart = chain.smartAccounts
    if (!smart) throw new SmartAccountsUnavailableError(chainId)
    const id = request.id ?? null

    if (request.method === 'pm_getPaymasterStubData' || request.method === 'pm_getPaymasterData') {
      if (!smart.paymaster) throw new SponsorshipUnavailableError(chainId)
      const parsed = PaymasterParamsSchema.safeParse(request.params)
      if (!parsed.success) throw new InvalidBodyError(formatIssues('body.params', parsed.error))
      const [params, entryPoint, requestedChain] = parsed.data
      if (!isAddressEqual(entryPoint, smart.entryPoint) || BigInt(requestedChain) !== BigInt(chain.chainId))
        throw new InvalidBodyError(
          `body.params: this paymaster sponsors EntryPoint ${smart.entryPoint} on ${chainId} only`,
        )
      const policy = requireSponsorship(project)
      const operation = {
        ...params,
        factory: params.factory ?? undefined,
        factoryData: params.factoryData ?? undefined,
      }
      // Before anything is signed, stub included: an allowed Origin proves nothing (any script sends one).
      const { account } = await authorizeSponsorship({
        db: context.db,
        project,
        chainId: chain.chainId,
        contracts: smart,
        operation,
        secretKey: c.req.header(secretKeyHeader),
        authorization: c.req.header('Authorization'),
        countRequest: () => context.limits.hit('sponsorship', context.limits.clientIp(c)),
        now: now(),
      })
      // The stub only prices the operation; the final sponsorship is what the policy limits and counts.
      if (request.method === 'pm_getPaymasterData') {
        const cost = maxOperationCost(operation, {
          verification: paymasterVerificationGasLimit,
          postOp: paymasterPostOpGasLimit,
        })
        await recordSponsorship(context.db, {
          project,
          policy,
          caipNetworkId: chain.caip,
          operation,
          account,
          cost,
        })
        context.metrics?.sponsorships.inc()
        context.metrics?.sponsoredWei.inc(Number(cost))
      }
      const sponsorship = await signSponsorship({
        operation,
        chainId: chain.chainId,
        paymaster: smart.paymaster.address,
        signerKey: smart.paymaster.signerKey,
        stub: request.method === 'pm_getPaymasterStubData',
      })
      return c.json(
        {
          jsonrpc: '2.0',
          id,
          result: {
            paymaster: sponsorship.paymaster,
            paymasterData: sponsorship.paymasterData,
            paymasterVerificationGasLimit: hex(sponsorship.paymasterVerificationGasLimit),
            paymasterPostOpGasLimit: hex(sponsorship.paymasterPostOpGasLimit),
            ...(request.method === 'pm_getPaymasterStubData' ? { isFinal: false } : {}),
          },
        },
        200,
      )
    }

    if (!bundlerMethods.has(request.method)) throw new BundlerMethodNotAllowedError(request.method)
    let answer: Response
    try {
      answer = await fetch(smart.bundlerUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method: request.method, params: request.params ?? [] }),
        signal: AbortSignal.timeout(bundlerTimeoutMs),
      })
    } catch (error) {
      throw new BundlerUnavailableError(chainId, describeUpstreamError(error))
    }
    const body = await answer.json().catch(() => undefined)
    if (body === undefined || typeof body !== 'object')
      throw new BundlerUnavailableError(chainId, `it answered HTTP ${answer.status} without JSON-RPC`)
    // The bundler's own JSON-RPC errors (a rejected UserOperation) reach the wallet as the bundler gave them.
    return c.json(body as Record<string, unknown>, 200)
  })
}
