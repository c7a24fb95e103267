import { type CaipNetwork, SOLANA_WALLET_METHODS } from '@latch/core'

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
 * when Solana networks are configured, the solana namespace with its signing methods, so one session
 * connects both.
 *
 * @example
 * walletConnectNamespaces([devnet, devnet2], devnet2)
 */
export function walletConnectNamespaces(networks: readonly CaipNetwork[], wanted?: CaipNetwork | undefined) {
  const eip155 = networks.filter((n) => n.chainNamespace === 'eip155')
  const ordered = wanted
    ? [wanted, ...eip155.filter((n) => n.caipNetworkId !== wanted.caipNetworkId)]
    : eip155
  const rpcMap: Record<string, string> = {}
  for (const network of ordered) {
    const url = network.rpcUrls.default.http[0]
    if (url) rpcMap[String(network.id)] = url
  }
  const solana = networks.filter((n) => n.chainNamespace === 'solana')
  const solanaRpcMap: Record<string, string> = {}
  for (const network of solana) {
    const url = network.rpcUrls.default.http[0]
    if (url) solanaRpcMap[String(network.id)] = url
  }
  return {
    eip155: {
      chains: ordered.map((n) => `eip155:${n.id}`),
      methods: [...WALLET_CONNECT_METHODS],
      events: [...WALLET_CONNECT_EVENTS],
      rpcMap,
    },
    ...(solana.length > 0
      ? {
          solana: {
            chains: solana.map((n) => n.caipNetworkId),
            methods: [...SOLANA_WALLET_METHODS],
            events: [],
            rpcMap: solanaRpcMap,
          },
        }
      : {}),
  }
}
