import { createHmac, createPrivateKey, createPublicKey, pbkdf2Sync } from 'node:crypto'

const HARDENED = 0x8000_0000

/**
 * The ed25519 key at `m/44'/501'/index'/0'` of a BIP-39 mnemonic (SLIP-0010), the path Phantom, Solflare and
 * `solana-keygen` use for an imported recovery phrase. Returns the 32-byte seed and public key.
 *
 * @example
 * const { seed, publicKey } = deriveSolanaKeypair(devnetMnemonic, 0)
 */
export function deriveSolanaKeypair(
  mnemonic: string,
  index: number,
): { seed: Uint8Array; publicKey: Uint8Array } {
  const bip39Seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  let digest = createHmac('sha512', 'ed25519 seed').update(bip39Seed).digest()
  for (const segment of [44, 501, index, 0]) {
    const data = Buffer.alloc(37)
    digest.copy(data, 1, 0, 32)
    data.writeUInt32BE((segment + HARDENED) >>> 0, 33)
    digest = createHmac('sha512', digest.subarray(32)).update(data).digest()
  }
  const seed = new Uint8Array(digest.subarray(0, 32))
  // PKCS#8 wrapping of a raw ed25519 seed: Node derives the public key from it.
  const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed])
  const spki = createPublicKey(createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })).export({
    format: 'der',
    type: 'spki',
  })
  return { seed, publicKey: new Uint8Array(spki.subarray(spki.length - 32)) }
}
