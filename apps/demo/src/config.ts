import type { CaipNetwork, LatchConfig, ThemeMode } from '@latch/core'

/** Runtime configuration of the demo, read from `<meta name="latch-config" content="…json…">`. */
export type DemoConfig = {
  apiUrl: string
  projectId: string
  networks: { id: number; name: string; rpcUrl: string; explorerUrl?: string; symbol?: string }[]
  /** Remote pairing: a WalletConnect project id and (for a local relay) the relay's URL. */
  walletConnect?: { projectId: string; relayUrl?: string }
}

export const defaultDemoConfig: DemoConfig = {
  apiUrl: 'http://127.0.0.1:8787',
  projectId: 'latch-dev',
  networks: [
    { id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' },
    { id: 31338, name: 'Latch Devnet 2', rpcUrl: 'http://127.0.0.1:8546' },
  ],
}

/** The page's configuration: the meta tag's JSON over the defaults. */
export function readDemoConfig(doc: Document = document): DemoConfig {
  const content = doc.querySelector('meta[name="latch-config"]')?.getAttribute('content')?.trim()
  if (!content) return defaultDemoConfig
  try {
    const parsed = JSON.parse(content) as Partial<DemoConfig>
    return {
      apiUrl: parsed.apiUrl ?? defaultDemoConfig.apiUrl,
      projectId: parsed.projectId ?? defaultDemoConfig.projectId,
      networks: parsed.networks?.length ? parsed.networks : defaultDemoConfig.networks,
      ...(parsed.walletConnect?.projectId ? { walletConnect: parsed.walletConnect } : {}),
    }
  } catch {
    return defaultDemoConfig
  }
}

export function toCaipNetwork(network: DemoConfig['networks'][number]): CaipNetwork {
  return {
    id: network.id,
    name: network.name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${network.id}`,
    nativeCurrency: { name: 'Ether', symbol: network.symbol ?? 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [network.rpcUrl] } },
    // The devnet has no explorer; the Account view shows the link only for a network that has one.
    ...(network.explorerUrl
      ? { blockExplorers: { default: { name: 'Explorer', url: network.explorerUrl } } }
      : {}),
    testnet: true,
  }
}

const list = (value: string | null) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean) ?? []

/**
 * Applies the URL flags: theme=light|dark, networks=31337,31338 (which and in what order),
 * defaultNetwork=31338, wallets=<ids> (featured), include=<ids>, exclude=<ids>, analytics=0|1,
 * allWallets=0|1, send=0|1, projectId=<id>, api=<url>, locale=de, accent=<css colour>, mix=<css colour>, mixStrength=0-100,
 * radius=<css length>, embedded=1, reconnect=0, walletConnect=0 (hide remote pairing).
 */
export function latchConfigFromFlags(
  config: DemoConfig,
  search: string,
): Omit<LatchConfig, 'adapters'> & { locale: string | undefined } {
  const flags = new URLSearchParams(search)
  const all = config.networks.map(toCaipNetwork)
  const wanted = list(flags.get('networks')).map(Number)
  const chosen = wanted.length
    ? wanted.map((id) => all.find((n) => n.id === id)).filter((n): n is CaipNetwork => Boolean(n))
    : all
  const networks = (chosen.length ? chosen : all) as [CaipNetwork, ...CaipNetwork[]]
  const defaultId = Number(flags.get('defaultNetwork'))
  const defaultNetwork = networks.find((n) => n.id === defaultId)
  const theme = flags.get('theme')
  const accent = flags.get('accent')
  const bool = (name: string) =>
    flags.has(name) ? flags.get(name) !== '0' && flags.get(name) !== 'false' : undefined
  const analytics = bool('analytics')
  const allWallets = bool('allWallets')
  const send = bool('send')
  return {
    projectId: flags.get('projectId') ?? config.projectId,
    apiUrl: flags.get('api') ?? config.apiUrl,
    networks,
    ...(defaultNetwork ? { defaultNetwork } : {}),
    themeMode: (theme === 'dark' ? 'dark' : 'light') as ThemeMode,
    themeVariables: {
      ...(accent ? { '--latch-accent': accent } : {}),
      ...(flags.get('mix') ? { '--latch-color-mix': flags.get('mix') as string } : {}),
      ...(flags.get('mixStrength') ? { '--latch-color-mix-strength': Number(flags.get('mixStrength')) } : {}),
      ...(flags.get('radius') ? { '--latch-border-radius-master': flags.get('radius') as string } : {}),
    },
    featuredWalletIds: list(flags.get('wallets')),
    includeWalletIds: list(flags.get('include')),
    excludeWalletIds: list(flags.get('exclude')),
    features: {
      ...(analytics !== undefined ? { analytics } : {}),
      ...(allWallets !== undefined ? { allWallets } : {}),
      ...(send !== undefined ? { send } : {}),
    },
    ...(bool('embedded') ? { embedded: true } : {}),
    ...(bool('reconnect') === false ? { reconnectOnLoad: false } : {}),
    ...(config.walletConnect && bool('walletConnect') !== false
      ? { walletConnect: config.walletConnect }
      : {}),
    metadata: { name: 'Latch Lab', description: 'The Latch laboratory', url: location.origin, icons: [] },
    locale: flags.get('locale') ?? undefined,
  }
}
