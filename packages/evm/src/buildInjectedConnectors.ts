import { CONNECTOR_IDS, type Connector, type Eip1193Provider, type Eip6963ProviderInfo } from '@latch/core'

export type AnnouncedProvider = { info: Eip6963ProviderInfo; provider: Eip1193Provider }

type InjectedFlags = Eip1193Provider & {
  isMetaMask?: boolean
  isCoinbaseWallet?: boolean
  isRabby?: boolean
  isTrust?: boolean
  isTrustWallet?: boolean
  isBraveWallet?: boolean
  isPhantom?: boolean
  isOkxWallet?: boolean
  isOKExWallet?: boolean
}

/** The rdns and name a legacy `window.ethereum` most likely belongs to, from its flags. */
export function identifyInjectedProvider(provider: Eip1193Provider): { rdns?: string; name: string } {
  const p = provider as InjectedFlags
  if (p.isRabby) return { rdns: 'io.rabby', name: 'Rabby Wallet' }
  if (p.isBraveWallet) return { rdns: 'com.brave.wallet', name: 'Brave Wallet' }
  if (p.isTrust || p.isTrustWallet) return { rdns: 'com.trustwallet.app', name: 'Trust' }
  if (p.isCoinbaseWallet) return { rdns: 'com.coinbase.wallet', name: 'Coinbase Wallet' }
  if (p.isPhantom) return { rdns: 'app.phantom', name: 'Phantom' }
  // OKX also answers as MetaMask; its catalogue entry is its EIP-6963 rdns.
  if (p.isOkxWallet || p.isOKExWallet) return { rdns: 'com.okex.wallet', name: 'OKX Wallet' }
  if (p.isMetaMask) return { rdns: 'io.metamask', name: 'MetaMask' }
  return { name: 'Browser Wallet' }
}

/**
 * The eip155 connectors of a page: one per EIP-6963 announcement (id = rdns), in announcement order, and
 * the legacy `window.ethereum` as 'injected' unless an announced wallet is the same provider object or
 * the same rdns.
 *
 * @example
 * buildInjectedConnectors([{ info, provider }], window.ethereum)
 */
export function buildInjectedConnectors(
  announced: readonly AnnouncedProvider[],
  injected: Eip1193Provider | undefined,
): Connector[] {
  const seen = new Set<string>()
  const connectors: Connector[] = []
  for (const { info, provider } of announced) {
    if (!info?.rdns || seen.has(info.rdns)) continue
    seen.add(info.rdns)
    connectors.push({
      id: info.rdns,
      name: info.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      ...(info.icon ? { imageUrl: info.icon } : {}),
      explorerId: info.rdns,
      info: { rdns: info.rdns, name: info.name, icon: info.icon, uuid: info.uuid },
      provider,
    })
  }
  if (injected) {
    const identity = identifyInjectedProvider(injected)
    const duplicate = announced.some(
      (a) => a.provider === injected || (identity.rdns !== undefined && a.info?.rdns === identity.rdns),
    )
    if (!duplicate)
      connectors.push({
        id: CONNECTOR_IDS.injected,
        name: identity.name,
        type: 'INJECTED',
        chain: 'eip155',
        ...(identity.rdns
          ? { explorerId: identity.rdns, info: { rdns: identity.rdns, name: identity.name } }
          : {}),
        provider: injected,
      })
  }
  return connectors
}
