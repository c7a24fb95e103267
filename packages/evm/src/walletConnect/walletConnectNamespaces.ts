import type { CaipNetwork, WalletConnectNamespace } from '@latch/core'

/** What a session asks of the wallet: signing, sending and switching, and the wallet's account and chain events. */
export const WALLET_CONNECT_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const
export const WALLET_CONNECT_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** A namespace of a WalletConnect proposal: its chains, what the session may ask of the wallet, and its reads' RPC. */
type ProposalNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/**
 * The optional namespaces of a WalletConnect proposal: every configured eip155 network (the wanted one first),
 * with an `rpcMap` so the provider's reads go to those networks' own RPC URLs, never to a public one; and each
 * namespace another adapter declared on the session (`getWalletConnectNamespaces`) whose networks are
 * configured, with the wallet methods and events that adapter uses, so one session connects them all.
 *
 * @example
 * walletConnectNamespaces([devnet, devnet2], devnet2, getWalletConnectNamespaces(context))
 */
export function walletConnectNamespaces(
  networks: readonly CaipNetwork[],
  wanted?: CaipNetwork | undefined,
  declared: readonly WalletConnectNamespace[] = [],
): { eip155: ProposalNamespace } & Record<string, ProposalNamespace> {
  const eip155 = networks.filter((n) => n.chainNamespace === 'eip155')
  const ordered = wanted
    ? [wanted, ...eip155.filter((n) => n.caipNetworkId !== wanted.caipNetworkId)]
    : eip155
  const rpcMapOf = (list: readonly CaipNetwork[]) => {
    const map: Record<string, string> = {}
    for (const network of list) {
      const url = network.rpcUrls.default.http[0]
      if (url) map[String(network.id)] = url
    }
    return map
  }
  const namespaces: ReturnType<typeof walletConnectNamespaces> = {
    eip155: {
      chains: ordered.map((n) => `eip155:${n.id}`),
      methods: [...WALLET_CONNECT_METHODS],
      events: [...WALLET_CONNECT_EVENTS],
      rpcMap: rpcMapOf(ordered),
    },
  }
  for (const { namespace, methods, events } of declared) {
    const list = networks.filter((n) => n.chainNamespace === namespace)
    if (list.length === 0) continue
    namespaces[namespace] = {
      chains: list.map((n) => n.caipNetworkId),
      methods: [...methods],
      events: [...events],
      rpcMap: rpcMapOf(list),
    }
  }
  return namespaces
}
