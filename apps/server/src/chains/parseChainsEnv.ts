import { z } from 'zod'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import { toUpstreamEndpoint, UpstreamConfigSchema } from '../upstreams/upstreamEndpoint.js'
import { urlCredentialsRefusal } from '../upstreams/urlCredentialsRefusal.js'
import type { ChainConfig } from './createChainRegistry.js'

export class InvalidChainsConfigError extends Error {
  override name = 'InvalidChainsConfigError'
}

/**
 * A JSON setting, parsed; a malformed one is refused with the position only, as JSON.parse's own message
 * quotes the text around it, which may be a key.
 */
export function parseJsonSetting(setting: string, value: string): unknown {
  try {
    return JSON.parse(value)
  } catch (cause) {
    const position = /position (\d+)/.exec((cause as Error).message)?.[1]
    throw new InvalidChainsConfigError(
      `${setting} is not valid JSON${position === undefined ? '' : ` (at character ${position})`}`,
    )
  }
}

/** A chain's RPC URL (or a network's) with a user name or password: refused, saying how to give it. */
function refuseUrlCredentials(
  setting: string,
  where: string,
  url: string,
  example: (upstream: string) => string,
) {
  const refusal = urlCredentialsRefusal({ setting, where, url, instead: { example } })
  if (refusal) throw new InvalidChainsConfigError(refusal)
}

const AddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address: 0x and 40 hex characters')
const ChainIdSchema = z.union([
  z.number().int().min(1).max(4_294_967_295),
  z
    .string()
    .regex(/^(eip155:)?[1-9]\d{0,9}$/, 'must be a chain id such as 1 or eip155:1')
    .transform((id) => Number(id.replace(/^eip155:/, ''))),
])

/** One chain of the JSON form of `LATCH_CHAINS`. */
const ChainEntrySchema = z
  .object({
    chainId: ChainIdSchema,
    name: z.string().min(1).max(64).optional(),
    /** Each URL, or `{ url, headers }` for a provider that takes its key in a header. */
    rpcUrls: z.array(UpstreamConfigSchema).min(1),
    /** Uniswap-V2-style pools that price the chain's tokens and that swaps route through. */
    amm: z
      .union([
        z.object({ factory: AddressSchema, usdToken: AddressSchema, wrappedNative: AddressSchema }).strict(),
        z.literal(false),
      ])
      .optional(),
    /** The Uniswap V2 Router02 over `amm.factory`, and the FeeSwapRouter in front of it (the swap target). */
    swap: z
      .union([z.object({ router: AddressSchema, feeSwapRouter: AddressSchema }).strict(), z.literal(false)])
      .optional(),
    rpcTimeoutMs: z.number().int().min(100).max(120_000).optional(),
    /** The chain's ERC-4337 bundler (the paymaster's signer key comes from LATCH_PAYMASTER_SIGNER_KEY). */
    smartAccounts: z
      .object({
        bundlerUrl: z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL'),
        factory: AddressSchema.optional(),
        implementation: AddressSchema.optional(),
        delegationManager: AddressSchema.optional(),
        paymaster: AddressSchema.optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((chain) => !chain.swap || Boolean(chain.amm) || [31337, 31338].includes(chain.chainId), {
    message: 'a swap router needs the amm pools it routes through ("amm")',
    path: ['swap'],
  })

/**
 * The JSON form: an array of chains with their RPC URLs and, optionally, the pools and the swap router of
 * each, so an operator turns on swaps on a real network by configuration.
 */
function parseJsonChains(value: string, paymasterSignerKey: `0x${string}` | undefined): ChainConfig[] {
  const parsed = z.array(ChainEntrySchema).safeParse(parseJsonSetting('LATCH_CHAINS', value))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new InvalidChainsConfigError(
      `LATCH_CHAINS[${issue?.path.join('.') ?? ''}]: ${issue?.message ?? 'invalid'}`,
    )
  }
  const chains: ChainConfig[] = []
  for (const [index, entry] of parsed.data.entries()) {
    const { chainId, name, rpcUrls, amm, swap, rpcTimeoutMs, smartAccounts } = entry
    if (chains.some((chain) => chain.chainId === chainId))
      throw new InvalidChainsConfigError(`LATCH_CHAINS: chain ${chainId} is listed twice`)
    for (const [at, rpcUrl] of rpcUrls.entries())
      refuseUrlCredentials(
        'LATCH_CHAINS',
        `[${index}].rpcUrls[${at}], an RPC URL of chain ${chainId},`,
        toUpstreamEndpoint(rpcUrl).url,
        (upstream) => `"rpcUrls":[${upstream}]`,
      )
    const bundlerRefusal =
      smartAccounts &&
      urlCredentialsRefusal({
        setting: 'LATCH_CHAINS',
        where: `[${index}].smartAccounts.bundlerUrl, the bundler of chain ${chainId},`,
        url: smartAccounts.bundlerUrl,
        instead: 'path',
      })
    if (bundlerRefusal) throw new InvalidChainsConfigError(bundlerRefusal)
    chains.push({
      chainId,
      rpcUrls,
      ...(name !== undefined ? { name } : {}),
      ...(amm !== undefined ? { amm: amm && lowerAddresses(amm) } : {}),
      ...(swap !== undefined ? { swap: swap && lowerAddresses(swap) } : {}),
      ...(rpcTimeoutMs !== undefined ? { rpcTimeoutMs } : {}),
      ...(smartAccounts
        ? {
            smartAccounts: {
              bundlerUrl: smartAccounts.bundlerUrl,
              ...lowerAddresses(
                Object.fromEntries(
                  (['factory', 'implementation', 'delegationManager', 'paymaster'] as const).flatMap((key) =>
                    smartAccounts[key] ? [[key, smartAccounts[key]]] : [],
                  ),
                ),
              ),
              ...(paymasterSignerKey ? { paymasterSignerKey } : {}),
            },
          }
        : {}),
    })
  }
  return chains
}

function lowerAddresses<T extends Record<string, string>>(addresses: T): { [K in keyof T]: `0x${string}` } {
  return Object.fromEntries(
    Object.entries(addresses).map(([key, address]) => [key, address.toLowerCase()]),
  ) as { [K in keyof T]: `0x${string}` }
}

/**
 * Reads `LATCH_CHAINS`, in one of two forms:
 * - compact: `31337=http://127.0.0.1:8545,31338=http://127.0.0.1:8546`, several URLs of one chain
 *   separated by `|` (tried in that order, then ranked by health);
 * - JSON, an array of `{ chainId, rpcUrls, name?, amm?: { factory, usdToken, wrappedNative }, swap?:
 *   { router, feeSwapRouter }, rpcTimeoutMs?, smartAccounts?: { bundlerUrl, factory?, implementation?, delegationManager?, paymaster? } }`: the same
 *   with the pools and swap router of each chain, so swaps run on a real network with no code change (see the
 *   server README), and the ERC-4337 bundler behind `/v1/bundler`, whose UserOperations the paymaster signed by
 *   LATCH_PAYMASTER_SIGNER_KEY sponsors. An RPC URL may be `{ url, headers }`, the headers sent with each request
 *   (a provider's key).
 * An empty value is no chain. A URL with a user name or password (`https://user:password@host`) is refused,
 * saying where the credential goes instead.
 *
 * @example
 * parseChainsEnv('1=https://a.example|https://b.example') // [{ chainId: 1, rpcUrls: [a, b] }]
 * parseChainsEnv('[{"chainId":1,"rpcUrls":["https://a.example"],"amm":{…},"swap":{…}}]')
 */
export function parseChainsEnv(
  value: string | undefined,
  paymasterSignerKey: string | undefined = process.env.LATCH_PAYMASTER_SIGNER_KEY,
): ChainConfig[] {
  if (!value?.trim()) return []
  if (paymasterSignerKey && !/^0x[0-9a-fA-F]{64}$/.test(paymasterSignerKey))
    throw new InvalidChainsConfigError(
      'LATCH_PAYMASTER_SIGNER_KEY must be a private key: 0x and 64 hex characters',
    )
  if (value.trim().startsWith('['))
    return parseJsonChains(value, paymasterSignerKey as `0x${string}` | undefined)
  const chains: ChainConfig[] = []
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf('=')
    if (separator < 1)
      throw new InvalidChainsConfigError(
        `LATCH_CHAINS entry "${describeUpstreamError(entry)}" is not <chainId>=<url>[|<url>...]`,
      )
    const id = entry
      .slice(0, separator)
      .trim()
      .replace(/^eip155:/, '')
    const chainId = Number(id)
    if (!/^\d{1,10}$/.test(id) || !Number.isSafeInteger(chainId) || chainId < 1) {
      throw new InvalidChainsConfigError(`LATCH_CHAINS: "${id}" is not a chain id`)
    }
    const rpcUrls = entry
      .slice(separator + 1)
      .split('|')
      .map((url) => url.trim())
      .filter(Boolean)
    if (rpcUrls.length === 0)
      throw new InvalidChainsConfigError(`LATCH_CHAINS: chain ${chainId} has no RPC URL`)
    for (const url of rpcUrls) {
      if (!/^https?:\/\//.test(url))
        throw new InvalidChainsConfigError(
          `LATCH_CHAINS: "${describeUpstreamError(url)}" is not an http(s) URL`,
        )
      refuseUrlCredentials(
        'LATCH_CHAINS',
        `the RPC URL of chain ${chainId}`,
        url,
        (upstream) => `[{"chainId":${chainId},"rpcUrls":[${upstream}]}]`,
      )
    }
    if (chains.some((chain) => chain.chainId === chainId)) {
      throw new InvalidChainsConfigError(`LATCH_CHAINS: chain ${chainId} is listed twice`)
    }
    chains.push({ chainId, rpcUrls })
  }
  return chains
}
