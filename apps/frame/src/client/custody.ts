import type { EncryptedShare } from '@latch/api'
import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, hexToBytes } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { solanaKeyOf } from './solanaKey.js'

/**
 * PBKDF2 work factor for the recovery password: 600,000 iterations, the OWASP Password Storage Cheat Sheet's figure
 * for PBKDF2-HMAC-SHA256. PBKDF2 because the browser computes it natively (about 0.2 s here); Argon2id, which
 * costs a guesser far more on a GPU, would run in JavaScript or WebAssembly (0.65 s at OWASP's minimum of 19 MiB
 * and 2 passes on a desktop, several seconds on a phone). The share records its `kdf`, so a later one can be
 * added beside this.
 */
export const RECOVERY_ITERATIONS = 600_000

export type WalletShares = {
  address: `0x${string}`
  /** The Solana account derived from the same key (m/44'/501'/0'/0'). */
  solanaAddress: string
  device: Uint8Array
  auth: Uint8Array
  recovery: Uint8Array
}

export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/**
 * A new wallet: a key generated here, split 2-of-3 with Shamir's scheme (device, auth and recovery shares).
 * The key itself is wiped before this returns; only its address is kept.
 *
 * @example
 * const { address, device, auth, recovery } = await createWalletShares()
 */
export async function createWalletShares(): Promise<WalletShares> {
  const key = hexToBytes(generatePrivateKey())
  try {
    const address = privateKeyToAccount(bytesToHex(key)).address
    const solana = solanaKeyOf(key)
    solana.wipe()
    const [device, auth, recovery] = await split(key, 3, 2)
    if (!device || !auth || !recovery) throw new Error('The key could not be split')
    return { address, solanaAddress: solana.address, device, auth, recovery }
  } finally {
    key.fill(0)
  }
}

/**
 * Combines two shares into the key in memory, runs `use` with the account, then wipes the key's bytes. The key
 * exists only for that one use.
 *
 * @example
 * const signature = await withKey([deviceShare, authShare], (account) => account.signMessage({ message }))
 */
export async function withKey<T>(
  shares: [Uint8Array, Uint8Array],
  use: (account: PrivateKeyAccount) => Promise<T>,
): Promise<T> {
  return withSecret(shares, (key) => use(privateKeyToAccount(bytesToHex(key))))
}

/**
 * As `withKey`, with the key's 32 bytes themselves (the Solana account derives from them); they are wiped
 * once `use` settles.
 *
 * @example
 * const address = await withSecret(shares, async (secret) => solanaKeyOf(secret).address)
 */
export async function withSecret<T>(
  shares: [Uint8Array, Uint8Array],
  use: (secret: Uint8Array) => Promise<T>,
): Promise<T> {
  const key = await combine(shares)
  try {
    if (key.length !== 32) throw new Error('The key shares do not belong together')
    return await use(key)
  } finally {
    key.fill(0)
  }
}

async function passwordKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveKey',
  ])
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** Encrypts the recovery share under the visitor's recovery password (PBKDF2-SHA256, AES-256-GCM). */
export async function encryptShare(
  share: Uint8Array,
  password: string,
  iterations = RECOVERY_ITERATIONS,
): Promise<EncryptedShare> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await passwordKey(password, salt, iterations)
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array(share)),
  )
  return {
    kdf: 'PBKDF2-SHA256',
    iterations,
    salt: toBase64(salt),
    iv: toBase64(iv),
    ciphertext: toBase64(ciphertext),
  }
}

export class WrongRecoveryPasswordError extends Error {
  override name = 'WrongRecoveryPasswordError'
  constructor() {
    super('Wrong recovery password')
  }
}

/** Decrypts the recovery share; a wrong password fails AES-GCM's check. */
export async function decryptShare(encrypted: EncryptedShare, password: string): Promise<Uint8Array> {
  const key = await passwordKey(password, fromBase64(encrypted.salt), encrypted.iterations)
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(encrypted.iv) },
        key,
        fromBase64(encrypted.ciphertext),
      ),
    )
  } catch {
    throw new WrongRecoveryPasswordError()
  }
}
