import { z } from 'zod'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import {
  toUpstreamEndpoint,
  type UpstreamConfig,
  UpstreamConfigSchema,
} from '../upstreams/upstreamEndpoint.js'
import { urlCredentialsRefusal } from '../upstreams/urlCredentialsRefusal.js'
import { InvalidChainsConfigError, parseJsonSetting } from './parseChainsEnv.js'

/** A network of the JSON form: its CAIP-2 id and its URLs, each alone or with headers. */
const NetworkEntrySchema = z
  .object({ caipNetworkId: z.string(), urls: z.array(UpstreamConfigSchema).min(1) })
  .strict()

/**
 * Reads a list of networks by CAIP-2 id with their URLs (LATCH_SOLANA, LATCH_BITCOIN), in one of two forms:
 * - compact: `<CAIP-2 id>=<url>[|<url>…]` separated by commas;
 * - JSON, an array of `{ caipNetworkId, urls }`, where a URL may be `{ url, headers }`, the headers sent with
 *   each request (a provider's key).
 * An empty value is no network; a malformed one, or a URL with a user name or password
 * (`https://user:password@host`), throws InvalidChainsConfigError before anything starts.
 *
 * @example
 * parseNetworkUrlsEnv('LATCH_BITCOIN', 'bip122:0f91…=http://127.0.0.1:3002', /^bip122:[0-9a-f]{32}$/, 'bip122:<32 hex characters of the genesis hash>')
 */
export function parseNetworkUrlsEnv(
  name: string,
  value: string | undefined,
  idPattern: RegExp,
  idDescription: string,
): { caipNetworkId: string; urls: UpstreamConfig[] }[] {
  const networks: { caipNetworkId: string; urls: UpstreamConfig[] }[] = []
  const add = (id: string, urls: UpstreamConfig[], example: (upstream: string) => string) => {
    if (networks.some((network) => network.caipNetworkId === id))
      throw new InvalidChainsConfigError(`${name}: ${id} is listed twice`)
    for (const url of urls) {
      const refusal = urlCredentialsRefusal({
        setting: name,
        where: `a URL of ${id}`,
        url: toUpstreamEndpoint(url).url,
        instead: { example },
      })
      if (refusal) throw new InvalidChainsConfigError(refusal)
    }
    networks.push({ caipNetworkId: id, urls })
  }

  if (value?.trim().startsWith('[')) {
    const parsed = z.array(NetworkEntrySchema).safeParse(parseJsonSetting(name, value))
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new InvalidChainsConfigError(
        `${name}[${issue?.path.join('.') ?? ''}]: ${issue?.message ?? 'invalid'}`,
      )
    }
    for (const [index, { caipNetworkId, urls }] of parsed.data.entries()) {
      if (!idPattern.test(caipNetworkId))
        throw new InvalidChainsConfigError(`${name}[${index}].caipNetworkId: must be ${idDescription}`)
      add(caipNetworkId, urls, (upstream) => `"urls":[${upstream}]`)
    }
    return networks
  }

  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf('=')
    const id = entry.slice(0, Math.max(separator, 0)).trim()
    if (!idPattern.test(id))
      throw new InvalidChainsConfigError(
        `${name} entry "${describeUpstreamError(entry)}" is not ${idDescription}=<url>[|<url>...]`,
      )
    const urls = entry
      .slice(separator + 1)
      .split('|')
      .map((url) => url.trim())
      .filter(Boolean)
    if (urls.length === 0 || !urls.every((url) => /^https?:\/\/\S+$/.test(url)))
      throw new InvalidChainsConfigError(`${name}: ${id} needs http(s) URLs`)
    add(id, urls, (upstream) => `[{"caipNetworkId":"${id}","urls":[${upstream}]}]`)
  }
  return networks
}
