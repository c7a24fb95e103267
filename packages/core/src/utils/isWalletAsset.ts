import type { WalletAsset } from '../types.js'

/**
 * Whether `asset` is a valid `wallet_getAssets` entry: address and balance are
 * strings, type is ERC20 or NATIVE, and the metadata's name, symbol and iconUrl are strings and its
 * decimals and price numbers.
 *
 * @example
 * isWalletAsset({ address: 'native', balance: '0x1', type: 'NATIVE', metadata: { … } })
 */
export function isWalletAsset(asset: unknown): asset is WalletAsset {
  if (typeof asset !== 'object' || asset === null) return false
  const a = asset as Record<string, unknown>
  if (typeof a.address !== 'string' || typeof a.balance !== 'string') return false
  if (a.type !== 'ERC20' && a.type !== 'NATIVE') return false
  const metadata = a.metadata as Record<string, unknown> | null
  if (typeof metadata !== 'object' || metadata === null) return false
  return (
    typeof metadata.name === 'string' &&
    typeof metadata.symbol === 'string' &&
    typeof metadata.decimals === 'number' &&
    typeof metadata.price === 'number' &&
    typeof metadata.iconUrl === 'string' &&
    (metadata.value === undefined || typeof metadata.value === 'number')
  )
}
