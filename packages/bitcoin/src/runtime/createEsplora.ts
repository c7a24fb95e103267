import type { CaipNetwork } from '@latch/core'

export type EsploraUtxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } }
type Stats = { funded_txo_sum: number; spent_txo_sum: number }

/** The calls the runtime makes to a network's Esplora-shaped API (its `rpcUrls`, tried in order). */
export type Esplora = {
  balance(address: string): Promise<bigint>
  utxos(address: string): Promise<EsploraUtxo[]>
  /** sat/vB for confirmation within `target` blocks (the closest target Esplora gives at or above it). */
  feeRate(target?: number): Promise<number>
  broadcast(hex: string): Promise<string>
  status(txid: string): Promise<{ confirmed: boolean } | undefined>
}

/** Esplora answered with an error (a refused transaction: Bitcoin Core's reason in the message). */
export class EsploraRequestError extends Error {
  override name = 'EsploraRequestError'
}

/**
 * A client of a Bitcoin network's Esplora API (Blockstream, mempool.space, the devnet's local chain).
 *
 * @example
 * const esplora = createEsplora(bitcoin)
 * await esplora.balance('bc1q…')
 */
export function createEsplora(network: CaipNetwork): Esplora {
  const urls = network.rpcUrls.default.http.map((url) => url.replace(/\/+$/, ''))

  async function request(path: string, init?: RequestInit): Promise<Response> {
    let failure: unknown
    for (const url of urls) {
      try {
        const response = await fetch(`${url}${path}`, init)
        if (response.status >= 500 || response.status === 429) {
          failure = new EsploraRequestError(`HTTP ${response.status}`)
          continue
        }
        if (!response.ok) {
          const text = await response.text()
          let message = text
          try {
            message = (JSON.parse(text) as { message?: string }).message ?? text
          } catch {}
          throw new EsploraRequestError(message || `HTTP ${response.status}`)
        }
        return response
      } catch (error) {
        if (error instanceof EsploraRequestError && !/^HTTP 5|^HTTP 429/.test(error.message)) throw error
        failure = error
      }
    }
    throw failure instanceof Error ? failure : new EsploraRequestError(`${network.name} did not answer`)
  }

  return {
    async balance(address) {
      const { chain_stats: chain, mempool_stats: mempool } = (await (
        await request(`/address/${address}`)
      ).json()) as { chain_stats: Stats; mempool_stats: Stats }
      return (
        BigInt(chain.funded_txo_sum) -
        BigInt(chain.spent_txo_sum) +
        BigInt(mempool.funded_txo_sum) -
        BigInt(mempool.spent_txo_sum)
      )
    },
    utxos: async (address) => (await (await request(`/address/${address}/utxo`)).json()) as EsploraUtxo[],
    async feeRate(target = 1) {
      const estimates = (await (await request('/fee-estimates')).json()) as Record<string, number>
      const targets = Object.keys(estimates)
        .map(Number)
        .filter((t) => t >= target)
        .sort((a, b) => a - b)
      const rate = targets.length ? estimates[String(targets[0])] : undefined
      return rate && rate > 0 ? rate : 1
    },
    broadcast: async (hex) => (await request('/tx', { method: 'POST', body: hex })).text(),
    async status(txid) {
      try {
        return (await (await request(`/tx/${txid}/status`)).json()) as { confirmed: boolean }
      } catch {
        return undefined
      }
    },
  }
}
