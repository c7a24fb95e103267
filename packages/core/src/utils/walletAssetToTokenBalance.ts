import type { CaipNetworkId, TokenBalance, WalletAsset } from '../types.js'
import { formatUnits } from './formatUnits.js'

/**
 * A `wallet_getAssets` entry as a token balance on `caipNetworkId`: the hex balance in token units, the
 * contract as a CAIP-10 address (none for the native coin).
 *
 * @example
 * walletAssetToTokenBalance(asset, 'eip155:31337').quantity.numeric // '12.5'
 */
export function walletAssetToTokenBalance(asset: WalletAsset, caipNetworkId: CaipNetworkId): TokenBalance {
  const { decimals } = asset.metadata
  const native = asset.type === 'NATIVE' || asset.address === 'native'
  let numeric = '0'
  try {
    numeric = formatUnits(BigInt(asset.balance), decimals)
  } catch {
    // A balance that is not a hex number counts as nothing rather than failing the whole list.
  }
  return {
    name: asset.metadata.name,
    symbol: asset.metadata.symbol,
    chainId: caipNetworkId,
    ...(native ? {} : { address: `${caipNetworkId}:${asset.address}` }),
    value: asset.metadata.value ?? Number(numeric) * asset.metadata.price,
    price: asset.metadata.price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: asset.metadata.iconUrl,
  }
}
