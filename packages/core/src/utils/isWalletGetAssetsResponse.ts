import type { WalletAsset } from '../types.js'
import { isWalletAsset } from './isWalletAsset.js'

/**
 * Whether `response` is a valid `wallet_getAssets` answer: an object keyed by hex chain id whose every
 * value is a list of valid assets. One invalid asset makes the whole answer invalid.
 *
 * @example
 * isWalletGetAssetsResponse({ '0x7a69': [] }) // true
 */
export function isWalletGetAssetsResponse(response: unknown): response is Record<string, WalletAsset[]> {
  if (typeof response !== 'object' || response === null || Array.isArray(response)) return false
  return Object.values(response).every((assets) => Array.isArray(assets) && assets.every(isWalletAsset))
}
