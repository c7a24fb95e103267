import { z } from 'zod'
import { upstreamLabel, upstreamTimeoutMs } from '../rpc/createUpstreamPool.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import { toUpstreamEndpoint, type UpstreamConfig } from '../upstreams/upstreamEndpoint.js'

const statsSchema = z.object({
  funded_txo_sum: z.number().int().nonnegative(),
  spent_txo_sum: z.number().int().nonnegative(),
  tx_count: z.number().int().nonnegative(),
})
const addressSchema = z.object({ chain_stats: statsSchema, mempool_stats: statsSchema })
const outputSchema = z.object({
  scriptpubkey_address: z.string().optional(),
  value: z.number().int().nonnegative(),
})
const txSchema = z.object({
  txid: z.string().regex(/^[0-9a-f]{64}$/),
  vin: z.array(
    z.object({ prevout: outputSchema.nullable().optional(), is_coinbase: z.boolean().optional() }),
  ),
  vout: z.array(outputSchema),
  fee: z.number().int().nonnegative().optional(),
  status: z.object({
    confirmed: z.boolean(),
    block_height: z.number().int().optional(),
    block_time: z.number().int().optional(),
  }),
})

export type EsploraAddress = z.infer<typeof addressSchema>
export type EsploraTransaction = z.infer<typeof txSchema>

/** Every Esplora upstream failed or answered what is not Esplora's JSON; the message names hosts only. */
export class EsploraUnavailableError extends Error {
  override name = 'EsploraUnavailableError'
}

export type EsploraClient = {
  /** `GET /address/:address`: funded and spent sums, confirmed and in the mempool. */
  address(address: string): Promise<EsploraAddress>
  /** `GET /address/:address/txs`: the mempool's transactions (up to 50), then the first 25 confirmed ones. */
  transactions(address: string): Promise<EsploraTransaction[]>
  /** `GET /address/:address/txs/chain[/:lastSeen]`: 25 confirmed transactions, newest first. */
  confirmedTransactions(address: string, lastSeen?: string): Promise<EsploraTransaction[]>
}

/**
 * A client of Blockstream Esplora's HTTP API over several URLs: each request goes to the first, and on a
 * connection error, a timeout, a 5xx or a 429 to the next. Answers are checked against Esplora's JSON shapes.
 *
 * @example
 * const esplora = createEsploraClient({ urls: ['https://blockstream.info/api'] })
 * const { chain_stats } = await esplora.address('bc1q…')
 */
export function createEsploraClient(parameters: {
  /** Each API's URL, or its URL with the headers sent with each request (a provider's key). */
  urls: readonly UpstreamConfig[]
  timeoutMs?: number | undefined
}): EsploraClient {
  const upstreams = parameters.urls.map((config, index) => {
    const { url, headers } = toUpstreamEndpoint(config)
    return { url: url.replace(/\/+$/, ''), headers, label: upstreamLabel(url, index) }
  })
  const timeoutMs = parameters.timeoutMs ?? upstreamTimeoutMs

  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const attempts: string[] = []
    for (const { url, headers, label } of upstreams) {
      try {
        const response = await fetch(`${url}${path}`, {
          ...(headers ? { headers } : {}),
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (response.status >= 500 || response.status === 429) {
          attempts.push(`${label}: HTTP ${response.status}`)
          continue
        }
        if (!response.ok)
          throw new EsploraUnavailableError(`${label} refused the request: HTTP ${response.status}`)
        const parsed = schema.safeParse(await response.json())
        if (!parsed.success) throw new EsploraUnavailableError(`${label} did not answer Esplora's JSON`)
        return parsed.data
      } catch (error) {
        if (error instanceof EsploraUnavailableError) throw error
        attempts.push(`${label}: ${describeUpstreamError(error, { url, timeoutMs })}`)
      }
    }
    throw new EsploraUnavailableError(`No Esplora upstream answered: ${attempts.join('; ')}`)
  }

  return {
    address: (address) => get(`/address/${encodeURIComponent(address)}`, addressSchema),
    transactions: (address) => get(`/address/${encodeURIComponent(address)}/txs`, z.array(txSchema)),
    confirmedTransactions: (address, lastSeen) =>
      get(
        `/address/${encodeURIComponent(address)}/txs/chain${lastSeen ? `/${lastSeen}` : ''}`,
        z.array(txSchema),
      ),
  }
}
