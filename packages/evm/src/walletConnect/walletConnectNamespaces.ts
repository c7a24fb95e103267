import {
  BITCOIN_WALLET_EVENTS,
  BITCOIN_WALLET_METHODS,
  type CaipNetwork,
  SOLANA_WALLET_METHODS,
} from '@latch/core'

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

/**
 * The optional namespaces of a WalletConnect proposal: every configured eip155 network (the wanted one first),
 * with an `rpcMap` so the provider's reads go to those networks' own RPC URLs, never to a public one; and,
 * when Solana or Bitcoin networks are configured, the solana or bip122 namespace with its wallet methods, so one
 * session connects them all.
 *
 * @example
 * walletConnectNamespaces([devnet, devnet2], devnet2)
 */
export function walletConnectNamespaces(networks: readonly CaipNetwork[], wanted?: CaipNetwork | undefined) {
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
  const solana = networks.filter((n) => n.chainNamespace === 'solana')
  const bitcoin = networks.filter((n) => n.chainNamespace === 'bip122')
  return {
    eip155: {
      chains: ordered.map((n) => `eip155:${n.id}`),
      methods: [...WALLET_CONNECT_METHODS],
      events: [...WALLET_CONNECT_EVENTS],
      rpcMap: rpcMapOf(ordered),
    },
    ...(solana.length > 0
      ? {
          solana: {
            chains: solana.map((n) => n.caipNetworkId),
            methods: [...SOLANA_WALLET_METHODS],
            events: [],
            rpcMap: rpcMapOf(solana),
          },
        }
      : {}),
    // Bitcoin's methods all go to the wallet; its reads go to each network's Esplora API, not through here.
    ...(bitcoin.length > 0
      ? {
          bip122: {
            chains: bitcoin.map((n) => n.caipNetworkId),
            methods: [...BITCOIN_WALLET_METHODS],
            events: [...BITCOIN_WALLET_EVENTS],
            rpcMap: rpcMapOf(bitcoin),
          },
        }
      : {}),
  }
}
