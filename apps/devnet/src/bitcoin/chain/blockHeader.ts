import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'

export const reverseHex = (bytes: Uint8Array) => bytesToHex(Uint8Array.from(bytes).reverse())
export const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes))

// Regtest's genesis block: Bitcoin Core's header, whose hash is 0f9188f1…2206.
export const genesis = {
  version: 1,
  merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
  time: 1_296_688_602,
  bits: 0x207fffff,
  nonce: 2,
}

function uint32(value: number): Uint8Array {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value >>> 0, true)
  return bytes
}

/** An 80-byte block header, hashes given in display order. */
export function headerOf(
  version: number,
  previousHash: string,
  merkleRoot: string,
  time: number,
  bits: number,
  nonce: number,
): Uint8Array {
  const header = new Uint8Array(80)
  header.set(uint32(version), 0)
  header.set(hexToBytes(previousHash).reverse(), 4)
  header.set(hexToBytes(merkleRoot).reverse(), 36)
  header.set(uint32(time), 68)
  header.set(uint32(bits), 72)
  header.set(uint32(nonce), 76)
  return header
}

/** The block hash in display order (the header's double SHA-256, reversed). */
export function blockHash(header: Uint8Array): string {
  return reverseHex(sha256d(header))
}

/** The proof-of-work target of compact `bits`. */
export function targetOf(bits: number): bigint {
  return BigInt(bits & 0xffffff) << BigInt(8 * ((bits >>> 24) - 3))
}

/** The merkle root of txids (display order in, display order out), as Bitcoin builds it. */
export function merkleRoot(txids: readonly string[]): string {
  let level = txids.map((txid) => hexToBytes(txid).reverse())
  if (level.length === 0) throw new Error('a block holds at least its coinbase')
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let index = 0; index < level.length; index += 2) {
      const left = level[index] as Uint8Array
      const right = level[index + 1] ?? left
      const pair = new Uint8Array(64)
      pair.set(left, 0)
      pair.set(right, 32)
      next.push(sha256d(pair))
    }
    level = next
  }
  return reverseHex(level[0] as Uint8Array)
}
