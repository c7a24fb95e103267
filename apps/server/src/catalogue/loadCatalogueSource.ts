import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { wallets } from './catalogueTables.js'

export type WalletRow = typeof wallets.$inferInsert

/** Where an image's bytes live and how they are served. */
export type ImageFile = { path: string; contentType: string }

export type CatalogueSource = {
  /** Catalogue rows in popularity order, ready to upsert. */
  wallets: WalletRow[]
  /** Wallet image_id → file. */
  walletImages: Map<string, ImageFile>
  /** web3icons network id and CAIP-2 id → file. */
  networkImages: Map<string, ImageFile>
  /** Lower-case token symbol → file. */
  tokenImages: Map<string, ImageFile>
}

/** The catalogue data shipped in the repository (`apps/server/data/`). */
export const defaultDataRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../data')

type ThirdwebWallet = {
  id: string
  name: string
  homepage?: string | null
  image_id?: string | null
  rdns?: string | null
  rank: number
  app?: Record<string, string | null | undefined>
  mobile?: { native?: string | null; universal?: string | null }
  desktop?: { native?: string | null; universal?: string | null }
}

type RegistryWallet = {
  id: string
  name: string
  homepage?: string
  chains?: string[]
  app?: Record<string, string | null | undefined>
  mobile?: { native?: string | null; universal?: string | null }
  desktop?: { native?: string | null; universal?: string | null }
}

function orNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

function homepageHost(homepage: string | null | undefined): string | undefined {
  if (!homepage) return undefined
  try {
    return new URL(homepage).hostname.toLowerCase().replace(/^www\./, '') || undefined
  } catch {
    return undefined
  }
}

function normaliseName(name: string): string {
  return name.trim().toLowerCase()
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T
}

const sourceCache = new Map<string, CatalogueSource>()

/**
 * Reads the shipped catalogue: the thirdweb wallet list (ids, ranks, links, WebP icons) joined with the
 * WalletConnect registry (64-hex explorer ids, CAIP-2 chains, JPEG logos). A registry wallet is joined
 * to the first thirdweb wallet (in rank order) with the same name, else the same homepage host; registry
 * wallets that join none are appended after the thirdweb list with their explorer id as wallet id.
 * Registry membership is what `badge_type: 'certified'` means here.
 */
export function loadCatalogueSource(dataRoot: string = defaultDataRoot): CatalogueSource {
  const cached = sourceCache.get(dataRoot)
  if (cached) return cached

  const thirdweb = readJson<ThirdwebWallet[]>(join(dataRoot, 'wallets-thirdweb/wallets.json'))
  const registry = Object.values(
    readJson<Record<string, RegistryWallet>>(join(dataRoot, 'walletconnect-registry/wallets.json')),
  )
  thirdweb.sort((a, b) => a.rank - b.rank)

  const registryByName = new Map<string, RegistryWallet>()
  const registryByHost = new Map<string, RegistryWallet>()
  for (const entry of registry) {
    const name = normaliseName(entry.name)
    if (!registryByName.has(name)) registryByName.set(name, entry)
    const host = homepageHost(entry.homepage)
    if (host && !registryByHost.has(host)) registryByHost.set(host, entry)
  }

  const claimed = new Set<string>()
  const claim = (entry: RegistryWallet | undefined) => {
    if (!entry || claimed.has(entry.id)) return undefined
    claimed.add(entry.id)
    return entry
  }

  const walletImages = new Map<string, ImageFile>()
  const rows: WalletRow[] = []
  for (const wallet of thirdweb) {
    const host = homepageHost(wallet.homepage)
    const explorer =
      claim(registryByName.get(normaliseName(wallet.name))) ??
      claim(host ? registryByHost.get(host) : undefined)
    const imageId = orNull(wallet.image_id)
    const iconPath = join(dataRoot, 'wallets-thirdweb/icons', `${wallet.id}.webp`)
    if (imageId && existsSync(iconPath))
      walletImages.set(imageId, { path: iconPath, contentType: 'image/webp' })
    rows.push({
      id: wallet.id,
      name: wallet.name.trim(),
      imageId,
      rdns: orNull(wallet.rdns),
      mobileLink: orNull(wallet.mobile?.native) ?? orNull(wallet.mobile?.universal),
      desktopLink: orNull(wallet.desktop?.native) ?? orNull(wallet.desktop?.universal),
      webappLink: orNull(wallet.app?.browser),
      homepage: orNull(wallet.homepage),
      appStore: orNull(wallet.app?.ios),
      playStore: orNull(wallet.app?.android),
      chromeStore: orNull(wallet.app?.chrome),
      chains: explorer?.chains ?? [],
      explorerId: explorer?.id ?? null,
      badgeType: explorer ? 'certified' : 'none',
      rank: wallet.rank,
    })
  }

  let rank = rows.reduce((max, row) => Math.max(max, row.rank), 0)
  for (const entry of registry) {
    const logoPath = join(dataRoot, 'walletconnect-registry/logo-md', `${entry.id}.jpeg`)
    const hasLogo = existsSync(logoPath)
    if (hasLogo) walletImages.set(entry.id, { path: logoPath, contentType: 'image/jpeg' })
    if (claimed.has(entry.id)) continue
    rank += 1
    rows.push({
      id: entry.id,
      name: entry.name.trim(),
      imageId: hasLogo ? entry.id : null,
      rdns: null,
      mobileLink: orNull(entry.mobile?.native) ?? orNull(entry.mobile?.universal),
      desktopLink: orNull(entry.desktop?.native) ?? orNull(entry.desktop?.universal),
      webappLink: orNull(entry.app?.browser),
      homepage: orNull(entry.homepage),
      appStore: orNull(entry.app?.ios),
      playStore: orNull(entry.app?.android),
      chromeStore: orNull(entry.app?.chrome),
      chains: entry.chains ?? [],
      explorerId: entry.id,
      badgeType: 'certified',
      rank,
    })
  }

  const networkImages = new Map<string, ImageFile>()
  const web3icons = readJson<{ networks: { id: string; caip2?: string; file: string }[] }>(
    join(dataRoot, 'web3icons/index.json'),
  )
  for (const network of web3icons.networks) {
    const image = { path: join(dataRoot, 'web3icons', network.file), contentType: 'image/svg+xml' }
    if (!existsSync(image.path)) continue
    networkImages.set(network.id, image)
    if (network.caip2 && !networkImages.has(network.caip2)) networkImages.set(network.caip2, image)
  }

  const tokenImages = new Map<string, ImageFile>()
  // Our own devnet tokens first, so a symbol we define is never shadowed by a same-named third-party icon.
  for (const folder of ['token-icons/latch', 'token-icons/svg']) {
    for (const file of readdirSync(join(dataRoot, folder))) {
      const symbol = file.replace(/\.svg$/, '')
      if (file.endsWith('.svg') && !tokenImages.has(symbol)) {
        tokenImages.set(symbol, { path: join(dataRoot, folder, file), contentType: 'image/svg+xml' })
      }
    }
  }

  const source = { wallets: rows, walletImages, networkImages, tokenImages }
  sourceCache.set(dataRoot, source)
  return source
}
