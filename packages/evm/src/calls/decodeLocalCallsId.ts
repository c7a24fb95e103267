import { type Hex, hexToNumber, isHex, slice } from 'viem'
import { localCallsIdSuffix } from './encodeLocalCallsId.js'

/**
 * The hashes and chain id inside an id made by `encodeLocalCallsId`, or undefined for any other id (one the
 * wallet made).
 *
 * @example
 * const local = decodeLocalCallsId(id) // { hashes: ['0x…', '0x…'], chainId: 31337 }
 */
export function decodeLocalCallsId(id: string): { hashes: Hex[]; chainId: number } | undefined {
  // Hex of 32-byte words: at least one hash, the chain id and the suffix.
  if (!isHex(id) || (id.length - 2) % 64 !== 0 || id.length < 2 + 64 * 3) return undefined
  if (!id.toLowerCase().endsWith(localCallsIdSuffix.slice(2))) return undefined
  const words = (id.length - 2) / 64
  const hashes: Hex[] = []
  for (let word = 0; word < words - 2; word++) hashes.push(slice(id, word * 32, (word + 1) * 32))
  return { hashes, chainId: hexToNumber(slice(id, (words - 2) * 32, (words - 1) * 32)) }
}
