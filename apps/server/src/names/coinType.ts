import { InvalidChainIdError, ProfileError } from './profileErrors.js'

/** ENSIP-11: EVM chains other than mainnet get `0x80000000 | chainId`; mainnet keeps SLIP-44's 60. */
const evmFlag = 0x8000_0000
export const mainnetCoinType = 60

/**
 * The ENSIP-11 coin type of an EVM chain.
 *
 * @example
 * chainIdToCoinType(1) // 60
 * chainIdToCoinType(8453) // 2147492101
 */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || chainId >= evmFlag) throw new InvalidChainIdError()
  if (chainId === 1) return mainnetCoinType
  return (evmFlag | chainId) >>> 0
}

/**
 * The EVM chain id of an ENSIP-11 coin type; names are registered for EVM accounts only.
 *
 * @example
 * coinTypeToChainId(2147492101) // 8453
 */
export function coinTypeToChainId(coinType: number): number {
  if (coinType === mainnetCoinType) return 1
  if (!Number.isSafeInteger(coinType) || coinType < 0) throw new InvalidChainIdError()
  // A coin type above 32 bits would carry a chain id at or above 2^31.
  if (coinType > 0xffff_ffff) throw new InvalidChainIdError(`coinType ${coinType} is above 2^32`)
  if (coinType < evmFlag) {
    throw new ProfileError(
      400,
      'UNSUPPORTED_COIN_TYPE',
      `coinType ${coinType} is not an EVM coin type: use 60 (Ethereum) or 0x80000000 | chainId (ENSIP-11)`,
    )
  }
  const chainId = coinType - evmFlag
  if (chainId === 0) throw new InvalidChainIdError('coinType 0x80000000 names no chain')
  return chainId
}
