import type { IdentityProvider } from '@latch/api'

// The frame origin's IndexedDB: the device id, the device's key share (encrypted under a non-extractable
// key that never leaves this browser) and the session's refresh token. Nothing here is readable by the page.

const DB_NAME = 'latch-frame'
const STORE = 'kv'

let opened: Promise<IDBDatabase> | undefined

function open(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  return opened
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open()
  return new Promise<T>((resolve, reject) => {
    const request = action(db.transaction(STORE, mode).objectStore(STORE))
    request.onsuccess = () => resolve(request.result as T)
    request.onerror = () => reject(request.error)
  })
}

export const readItem = <T>(key: string) => run<T | undefined>('readonly', (s) => s.get(key))
export const writeItem = (key: string, value: unknown) =>
  run<IDBValidKey>('readwrite', (s) => s.put(value, key))
export const removeItem = (key: string) => run<undefined>('readwrite', (s) => s.delete(key))

/** The stored login: whose it is (an e-mail address, or a social identity) and the device-bound refresh token. */
export type StoredSession = {
  email: string | null
  social?: { provider: IdentityProvider; userName: string } | null
  refreshToken: string
  address: string | null
  /** The Solana account derived from the same key, once known on this device. */
  solanaAddress?: string | null
  chainId: number
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '')

/** This browser's id for the server (created once). */
export async function getDeviceId(): Promise<string> {
  const existing = await readItem<string>('deviceId')
  if (existing) return existing
  const id = toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
  await writeItem('deviceId', id)
  return id
}

async function deviceKey(): Promise<CryptoKey> {
  const existing = await readItem<CryptoKey>('deviceKey')
  if (existing) return existing
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  await writeItem('deviceKey', key)
  return key
}

/** Keeps this device's share of the wallet's key, encrypted under the device key. */
export async function storeDeviceShare(address: string, share: Uint8Array): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await deviceKey(), new Uint8Array(share))
  await writeItem(`share:${address.toLowerCase()}`, { iv, data })
}

/** This device's share of the wallet at `address`, if this device holds one. */
export async function loadDeviceShare(address: string): Promise<Uint8Array | undefined> {
  const stored = await readItem<{ iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }>(
    `share:${address.toLowerCase()}`,
  )
  if (!stored) return undefined
  const key = await readItem<CryptoKey>('deviceKey')
  if (!key) return undefined
  return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: stored.iv }, key, stored.data))
}
