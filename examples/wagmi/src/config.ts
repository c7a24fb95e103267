import type { CaipNetwork, LatchConfig } from '@latch/core'

/**
 * Where the page's services are, from `<meta name="latch-config" content="…json…">` (the server that serves
 * the build writes it), else the local stack's default ports.
 */
type PageConfig = {
  apiUrl: string
  projectId: string
  networks: { id: number; name: string; rpcUrl: string }[]
  frameUrl?: string
}

const fallback: PageConfig = {
  apiUrl: 'http://127.0.0.1:8787',
  projectId: 'latch-dev',
  networks: [
    { id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' },
    { id: 31338, name: 'Latch Devnet 2', rpcUrl: 'http://127.0.0.1:8546' },
  ],
}

function readPageConfig(): PageConfig {
  const content = document.querySelector('meta[name="latch-config"]')?.getAttribute('content')?.trim()
  if (!content) return fallback
  try {
    return { ...fallback, ...(JSON.parse(content) as Partial<PageConfig>) }
  } catch {
    return fallback
  }
}

const page = readPageConfig()

const networks = page.networks.map(
  (network): CaipNetwork => ({
    id: network.id,
    name: network.name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${network.id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [network.rpcUrl] } },
    testnet: true,
  }),
)
const [first, ...others] = networks
if (!first) throw new Error('the page names no network')

export const latchConfig: Omit<LatchConfig, 'adapters'> = {
  apiUrl: page.apiUrl,
  projectId: page.projectId,
  networks: [first, ...others],
  ...(page.frameUrl ? { frameUrl: page.frameUrl } : {}),
}
