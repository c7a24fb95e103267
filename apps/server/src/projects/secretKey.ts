import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A project's secret key: `lsk_` and 43 base64url characters (256 random bits). */
export type NewSecretKey = { key: string; hash: string; hint: string }

const secretKeyRegex = /^lsk_[A-Za-z0-9_-]{43}$/

/** A fresh secret key with the hash and hint to store; the key itself is shown once and never stored. */
export function newSecretKey(): NewSecretKey {
  const key = `lsk_${randomBytes(32).toString('base64url')}`
  return { key, hash: hashSecretKey(key), hint: key.slice(0, 10) }
}

export function hashSecretKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** Whether `key` is the one whose hash is stored, compared in constant time. */
export function matchesSecretKey(key: string, storedHash: string | null): boolean {
  if (!storedHash || !secretKeyRegex.test(key)) return false
  const given = Buffer.from(hashSecretKey(key), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}
