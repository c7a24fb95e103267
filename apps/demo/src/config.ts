import type {
  CaipNetwork,
  ConnectMethod,
  LatchConfig,
  SIWXConfig,
  SocialProvider,
  ThemeMode,
  WalletFeature,
} from '@latch/core'
import { definePolkadotNetwork } from '@latch/polkadot'

/** Runtime configuration of the demo, read from `<meta name="latch-config" content="…json…">`. */
export type DemoConfig = {
  apiUrl: string
  projectId: string
  networks: { id: number; name: string; rpcUrl: string; explorerUrl?: string; symbol?: string }[]
  /**
   * Solana networks after the eip155 ones, such as the devnet's local validator: its CAIP-2 reference (the
   * genesis hash's first 32 characters) and RPC URLs. The Solana adapter loads only when there is one.
   */
  solanaNetworks?: { reference: string; name: string; rpcUrl: string; wsUrl?: string }[]
  /**
   * Bitcoin networks after those, such as the devnet's regtest: its Esplora-shaped API's URL. Named by the
   * `networks` flag like the others (`bip122:<reference>`); the bip122 adapter loads only when one is chosen.
   */
  bitcoinNetworks?: { esploraUrl: string; name?: string }[]
  /**
   * Polkadot networks after those, such as the devnet's chain: its genesis hash, node WebSocket URL and coin as
   * the chain reports them. Named by the `networks` flag (`polkadot:<reference>`); the polkadot adapter loads
   * only when one is chosen.
   */
  polkadotNetworks?: { genesisHash: string; name: string; wsUrl: string; symbol: string; decimals: number }[]
  /** Remote pairing: a WalletConnect project id and (for a local relay) the relay's URL. */
  walletConnect?: { projectId: string; relayUrl?: string }
  /** The embedded-wallet frame (e-mail login). */
  frameUrl?: string
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
      ...(parsed.solanaNetworks?.length ? { solanaNetworks: parsed.solanaNetworks } : {}),
      ...(parsed.bitcoinNetworks?.length ? { bitcoinNetworks: parsed.bitcoinNetworks } : {}),
      ...(parsed.polkadotNetworks?.length ? { polkadotNetworks: parsed.polkadotNetworks } : {}),
      ...(parsed.walletConnect?.projectId ? { walletConnect: parsed.walletConnect } : {}),
      ...(parsed.frameUrl ? { frameUrl: parsed.frameUrl } : {}),
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

export function toSolanaCaipNetwork(network: NonNullable<DemoConfig['solanaNetworks']>[number]): CaipNetwork {
  return {
    id: network.reference,
    name: network.name,
    chainNamespace: 'solana',
    caipNetworkId: `solana:${network.reference}`,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: {
      default: { http: [network.rpcUrl], ...(network.wsUrl ? { webSocket: [network.wsUrl] } : {}) },
    },
    testnet: true,
  }
}

/** Regtest's CAIP-2 reference (its genesis hash's first 32 characters), as `@latch/bitcoin` names it. */
const BITCOIN_REGTEST_REFERENCE = '0f9188f13cb7b2c71f2a335e3a4fc328'

/** A regtest network (the devnet's): the same CAIP-2 id as any regtest's, read through its Esplora API. */
export function toBitcoinCaipNetwork(
  network: NonNullable<DemoConfig['bitcoinNetworks']>[number],
): CaipNetwork {
  return {
    id: BITCOIN_REGTEST_REFERENCE,
    name: network.name ?? 'Bitcoin Regtest',
    chainNamespace: 'bip122',
    caipNetworkId: `bip122:${BITCOIN_REGTEST_REFERENCE}`,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [network.esploraUrl] } },
    testnet: true,
  }
}

const list = (value: string | null) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean) ?? []

/**
 * Applies the URL flags: theme=light|dark (without it, the system's), networks=31337,31338 (which and in what order, by id or
 * CAIP-2 id, e.g. solana:5fKwQmBxy379hbnn7RgQwjCcLqkqayhm or bip122:0f9188f13cb7b2c71f2a335e3a4fc328), defaultNetwork=31338, wallets=<ids> (featured), include=<ids>, exclude=<ids>, analytics=0|1,
 * allWallets=0|1, swaps=0|1, send=0|1, projectId=<id>, api=<url>, locale=de, accent=<css colour>, mix=<css colour>, mixStrength=0-100,
 * radius=<css length>, embedded=1 (the widget inline in the page, `<LatchEmbedded />`), reconnect=0,
 * walletConnect=0 (hide remote pairing), onramp=0 (hide Buy crypto), receive=0 and
 * history=0 (hide the Receive and Activity views), pendingPolling=<ms> (refresh Activity every <ms>),
 * siwx=local|server (sign-in kept in the browser or on the Latch server), siwxRequired=1 (sign-in required),
 * siwxSignOut=1 (revoke the session on disconnect), unlimitedApproval=1 (swaps approve the largest
 * allowance instead of the amount swapped), terms=<url> and privacy=<url> (the legal links),
 * legalCheckbox=1, collapseWallets=1, multiWallet=1 (several wallets connected at once), walletFeaturesOrder=<features>, connectMethodsOrder=<methods>,
 * email=0 (no e-mail login), emailShowWallets=0 (the e-mail field alone on Connect), socials=<providers>
 * or socials=0 (the social logins offered, in order, or none), frameLogger=1 (the
 * frame logs the messages it drops), coinbase=1 (the Coinbase connector, its SDK loaded when chosen),
 * smartSessions=1 (ERC-7715 permissions: the demo's grant, send-under-permission and revoke buttons; with
 * permissionToken=<address>, for that 6-decimal ERC-20 instead of ETH).
 */
export function latchConfigFromFlags(
  config: DemoConfig,
  search: string,
): Omit<LatchConfig, 'adapters'> & { locale: string | undefined; embedded: boolean; coinbase: boolean } {
  const flags = new URLSearchParams(search)
  const all = [
    ...config.networks.map(toCaipNetwork),
    ...(config.solanaNetworks ?? []).map(toSolanaCaipNetwork),
    ...(config.bitcoinNetworks ?? []).map(toBitcoinCaipNetwork),
    ...(config.polkadotNetworks ?? []).map((network) => definePolkadotNetwork(network)),
  ]
  // A network is named by its id (31337, or a Solana reference) or its CAIP-2 id.
  const named = (id: string) => (n: CaipNetwork) => String(n.id) === id || n.caipNetworkId === id
  const wanted = list(flags.get('networks'))
  const chosen = wanted.length
    ? wanted.map((id) => all.find(named(id))).filter((n): n is CaipNetwork => Boolean(n))
    : all
  const networks = (chosen.length ? chosen : all) as [CaipNetwork, ...CaipNetwork[]]
  const defaultNetwork = networks.find(named(flags.get('defaultNetwork') ?? ''))
  const theme = flags.get('theme')
  const accent = flags.get('accent')
  const bool = (name: string) =>
    flags.has(name) ? flags.get(name) !== '0' && flags.get(name) !== 'false' : undefined
  const analytics = bool('analytics')
  const allWallets = bool('allWallets')
  const receive = bool('receive')
  const history = bool('history')
  const pendingPolling = Number(flags.get('pendingPolling'))
  const projectId = flags.get('projectId') ?? config.projectId
  const apiUrl = flags.get('api') ?? config.apiUrl
  const swaps = bool('swaps')
  const onramp = bool('onramp')
  const send = bool('send')
  const legalCheckbox = bool('legalCheckbox')
  const collapseWallets = bool('collapseWallets')
  const multiWallet = bool('multiWallet')
  const smartSessions = bool('smartSessions')
  const email = bool('email')
  const emailShowWallets = bool('emailShowWallets')
  return {
    projectId,
    apiUrl,
    networks,
    ...(defaultNetwork ? { defaultNetwork } : {}),
    // No flag: the widget's default, the visitor's system preference.
    themeMode: (theme === 'dark' || theme === 'light' ? theme : 'system') as ThemeMode,
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
      ...(receive !== undefined ? { receive } : {}),
      ...(history !== undefined ? { history } : {}),
      ...(swaps !== undefined ? { swaps } : {}),
      ...(onramp !== undefined ? { onramp } : {}),
      ...(send !== undefined ? { send } : {}),
      ...(legalCheckbox !== undefined ? { legalCheckbox } : {}),
      ...(collapseWallets !== undefined ? { collapseWallets } : {}),
      ...(smartSessions !== undefined ? { smartSessions } : {}),
      ...(multiWallet !== undefined ? { multiWallet } : {}),
      ...(flags.has('walletFeaturesOrder')
        ? { walletFeaturesOrder: list(flags.get('walletFeaturesOrder')) as WalletFeature[] }
        : {}),
      ...(flags.has('connectMethodsOrder')
        ? { connectMethodsOrder: list(flags.get('connectMethodsOrder')) as ConnectMethod[] }
        : {}),
      ...(email !== undefined ? { email } : {}),
      ...(flags.has('socials')
        ? {
            socials: ['0', 'false'].includes(flags.get('socials') ?? '')
              ? (false as const)
              : (list(flags.get('socials')) as SocialProvider[]),
          }
        : {}),
      ...(emailShowWallets !== undefined ? { emailShowWallets } : {}),
    },
    ...(config.frameUrl ? { frameUrl: config.frameUrl } : {}),
    ...(bool('frameLogger') ? { enableFrameLogger: true } : {}),
    ...(pendingPolling > 0
      ? { pendingTransactionsFilter: { enable: true, pollingInterval: pendingPolling } }
      : {}),
    ...(bool('unlimitedApproval') ? { swaps: { unlimitedApproval: true } } : {}),
    ...(flags.get('terms') ? { termsConditionsUrl: flags.get('terms') as string } : {}),
    ...(flags.get('privacy') ? { privacyPolicyUrl: flags.get('privacy') as string } : {}),
    ...(bool('reconnect') === false ? { reconnectOnLoad: false } : {}),
    ...(config.walletConnect && bool('walletConnect') !== false
      ? { walletConnect: config.walletConnect }
      : {}),
    metadata: { name: 'Latch Lab', description: 'The Latch laboratory', url: location.origin, icons: [] },
    locale: flags.get('locale') ?? undefined,
    embedded: bool('embedded') === true,
    coinbase: bool('coinbase') === true,
  }
}

/**
 * The sign-in configuration the flags ask for (siwx=local|server, siwxRequired=1, siwxSignOut=1), or
 * undefined. Loaded with `import()`, so a page without sign-in never loads its code.
 */
export async function siwxFromFlags(
  search: string,
  config: Pick<LatchConfig, 'apiUrl' | 'projectId' | 'networks'>,
): Promise<SIWXConfig | undefined> {
  const flags = new URLSearchParams(search)
  const mode = flags.get('siwx')
  if (mode !== 'local' && mode !== 'server') return undefined
  const on = (name: string) => flags.get(name) === '1' || flags.get(name) === 'true'
  const options = {
    statement: 'Sign in to Latch Lab',
    required: on('siwxRequired'),
    signOutOnDisconnect: on('siwxSignOut'),
  }
  // Every namespace signs in: each adapter's sign-in export is a few lines, its verifier loaded only when used.
  const [{ createLocalSiwx, createServerSiwx }, { solanaSiwx }, { bitcoinSiwx }, { polkadotSiwx }] =
    await Promise.all([
      import('@latch/evm/siwx'),
      import('@latch/solana/siwx'),
      import('@latch/bitcoin/siwx'),
      import('@latch/polkadot/siwx'),
    ])
  const namespaces = [solanaSiwx, bitcoinSiwx, polkadotSiwx]
  return mode === 'server'
    ? createServerSiwx({ ...options, namespaces, apiUrl: config.apiUrl ?? '', projectId: config.projectId })
    : createLocalSiwx({ ...options, namespaces, networks: config.networks })
}
