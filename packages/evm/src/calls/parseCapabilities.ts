import type { AtomicStatus, WalletCapabilities } from '@latch/core'

type RawChainCapabilities = {
  atomic?: { status?: unknown } | undefined
  /** The name EIP-5792 used before `atomic` (still sent by some wallets). */
  atomicBatch?: { supported?: unknown } | undefined
  paymasterService?: { supported?: unknown } | undefined
}

const atomicStatuses: readonly AtomicStatus[] = ['supported', 'ready', 'unsupported']

function parseChain(raw: RawChainCapabilities | undefined): WalletCapabilities {
  const status = raw?.atomic?.status
  const atomic = atomicStatuses.includes(status as AtomicStatus)
    ? (status as AtomicStatus)
    : raw?.atomicBatch?.supported === true
      ? 'supported'
      : 'unsupported'
  return { atomic, paymasterService: raw?.paymasterService?.supported === true }
}

/**
 * A wallet's `wallet_getCapabilities` answer for the given hex chain ids, parsed: `atomic.status` (or the
 * older `atomicBatch.supported`) and `paymasterService.supported`. The `0x0` entry holds what applies to every
 * chain; a chain's own entry wins over it. Anything missing or malformed counts as unsupported, so a wallet
 * is never credited with a capability it did not state.
 *
 * @example
 * parseCapabilities({ '0x7a69': { atomic: { status: 'ready' } } }, ['0x7a69'])
 * // { '0x7a69': { atomic: 'ready', paymasterService: false } }
 */
export function parseCapabilities(
  raw: unknown,
  chainIds: readonly `0x${string}`[],
): Record<`0x${string}`, WalletCapabilities> {
  const answer =
    raw && typeof raw === 'object' ? (raw as Record<string, RawChainCapabilities | undefined>) : {}
  const entry = (key: string) => {
    const value = answer[key]
    return value && typeof value === 'object' ? value : undefined
  }
  return Object.fromEntries(
    chainIds.map((chainId) => {
      const all = entry('0x0')
      // Chain ids are hex quantities: a wallet may write 0x7A69 where we asked for 0x7a69.
      const own = entry(chainId) ?? entry(chainId.toUpperCase().replace('0X', '0x'))
      return [chainId, parseChain(own || all ? { ...all, ...own } : undefined)]
    }),
  )
}
