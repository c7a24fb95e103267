import type { IdentityProvider } from '@latch/api'

// The frame origin's IndexedDB: the device id, the device's key share and the granted ERC-7715 permissions
// (both encrypted under a non-extractable key that never leaves this browser) and the session's tokens.
// Nothing here is readable by the page. The browser keeps one such store per site that embeds the frame; within
// it, what belongs to a login (the session, the account choice, the permissions) is kept per project, so two
// projects whose sites share a site never share a visitor's session. What belongs to the device (its id, its key
// and its key shares, each useless without the server's share, released only to a session) is shared.

const DB_NAME = 'latch-frame'
const STORE = 'kv'

/**
 * Where the items live when the browser refuses this frame its storage: a frame on another site than the page,
 * in a private window or with third-party storage blocked, is denied IndexedDB (and Web Locks). The wallet then
 * works for this visit from the frame's memory, still out of the page's reach; the next visit is a new device,
 * which the recovery password opens. Items are copied in and out, as IndexedDB does.
 */
const memory = new Map<string, unknown>()

let opened: Promise<IDBDatabase | undefined> | undefined

/** The frame origin's database; undefined where the browser refuses it (the items then stay in memory). */
function open(): Promise<IDBDatabase | undefined> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  }).catch(() => undefined)
  return opened
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest,
  inMemory: () => T,
): Promise<T> {
  const db = await open()
  if (!db) return inMemory()
  return new Promise<T>((resolve, reject) => {
    const request = action(db.transaction(STORE, mode).objectStore(STORE))
    request.onsuccess = () => resolve(request.result as T)
    request.onerror = () => reject(request.error)
  })
}

/**
 * Runs `use` holding the Web Lock `name` of this origin, so the frames of several tabs take turns; where the
 * browser offers no Web Locks (an insecure context) or refuses them (storage denied, as above), within this
 * frame alone.
 */
export async function withOriginLock<T>(name: string, use: () => Promise<T>): Promise<T> {
  if (!globalThis.navigator?.locks) return use()
  let entered = false
  try {
    return await navigator.locks.request(name, () => {
      entered = true
      return use()
    })
  } catch (error) {
    if (entered || (error as Error)?.name !== 'SecurityError') throw error
    return use()
  }
}

export const readItem = <T>(key: string) =>
  run<T | undefined>(
    'readonly',
    (s) => s.get(key),
    () => structuredClone(memory.get(key)) as T | undefined,
  )
export const writeItem = (key: string, value: unknown) =>
  run<IDBValidKey>(
    'readwrite',
    (s) => s.put(value, key),
    () => {
      memory.set(key, structuredClone(value))
      return key
    },
  )
export const removeItem = (key: string) =>
  run<undefined>(
    'readwrite',
    (s) => s.delete(key),
    () => {
      memory.delete(key)
      return undefined
    },
  )

/** The stored login: whose it is (an e-mail address, or a social identity) and the device-bound refresh token. */
export type StoredSession = {
  /** The session's current access token, shared by the frames of every tab of the site. */
  access?: { token: string; expiresAt: number }
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

/** Keeps `bytes` under `key`, encrypted (AES-GCM, so also sealed against edits) under the device key. */
async function storeSealed(key: string, bytes: Uint8Array): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await deviceKey(), new Uint8Array(bytes))
  await writeItem(key, { iv, data })
}

/** The bytes `storeSealed` kept under `key`; undefined without them or the device key that sealed them. */
async function loadSealed(key: string): Promise<Uint8Array | undefined> {
  const stored = await readItem<{ iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }>(key)
  if (!stored) return undefined
  const deviceKey = await readItem<CryptoKey>('deviceKey')
  if (!deviceKey) return undefined
  return new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: stored.iv }, deviceKey, stored.data),
  )
}

/** Keeps this device's share of the wallet's key, encrypted under the device key. */
export function storeDeviceShare(address: string, share: Uint8Array): Promise<void> {
  return storeSealed(`share:${address.toLowerCase()}`, share)
}

/** This device's share of the wallet at `address`, if this device holds one. */
export function loadDeviceShare(address: string): Promise<Uint8Array | undefined> {
  return loadSealed(`share:${address.toLowerCase()}`)
}

/** The key under which a login's item `name` of project `projectId` is kept (also the name of its Web Lock). */
export const projectKey = (projectId: string, name: string) => `project:${projectId}:${name}`

/** What the frame kept before its login items were kept per project: any project could have read them. */
const unscopedKeys = ['session', 'preferredAccountType']

/** Deletes the login items kept for no project in particular (that visitor logs in again, with a code only). */
export async function removeUnscopedItems(): Promise<void> {
  await Promise.all(unscopedKeys.map((key) => removeItem(key)))
}

/**
 * Keeps the ERC-7715 permissions the wallet at `owner` granted to the sites of project `projectId` on this device,
 * sealed under the device key: the page cannot read them, a copy edited outside this browser (a raised allowance)
 * fails to decrypt, and another project never finds them.
 */
export async function storePermissions(
  projectId: string,
  owner: string,
  permissions: unknown[],
): Promise<void> {
  const key = permissionsKey(projectId, owner)
  if (permissions.length === 0) await removeItem(key)
  else await storeSealed(key, new TextEncoder().encode(JSON.stringify(permissions)))
}

const permissionsKey = (projectId: string, owner: string) =>
  projectKey(projectId, `permissions:${owner.toLowerCase()}`)

/** The permissions `storePermissions` kept for `owner` and `projectId`; none when missing or failing to decrypt. */
export async function loadPermissions<T>(projectId: string, owner: string): Promise<T[]> {
  try {
    const bytes = await loadSealed(permissionsKey(projectId, owner))
    return bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as T[]) : []
  } catch {
    return []
  }
}
