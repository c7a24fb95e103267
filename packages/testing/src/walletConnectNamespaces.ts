import type { Address } from 'viem'
import type { ProviderRpcErrorShape } from './errors.js'
import { isForwardedRead } from './forwardedReads.js'

// WalletConnect's shapes, written here so that a namespace's side needs no WalletConnect package to be typed:
// the SDK's `ProposalTypes.RequiredNamespace` and `SessionNamespace` are these.
type ProposalNamespace = { chains?: string[]; methods: string[]; events: string[] }
/** What a dApp's session proposal asks for. */
type Proposal = {
  requiredNamespaces: Record<string, ProposalNamespace>
  optionalNamespaces?: Record<string, ProposalNamespace> | undefined
}
/** A namespace a session grants: its chains, the wallet's accounts on them, the methods and events. */
export type SessionNamespace = { chains?: string[]; accounts: string[]; methods: string[]; events: string[] }
export type SessionNamespaces = Record<string, SessionNamespace>

/** What every session offers, whatever the dApp asked. */
export const sessionMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
]
export const sessionEvents = ['chainChanged', 'accountsChanged']

/** WalletConnect's SDK errors for proposals and sessions (`getSdkError` in @walletconnect/utils). */
export const sdkErrors = {
  USER_REJECTED: { code: 5000, message: 'User rejected.' },
  UNSUPPORTED_CHAINS: { code: 5100, message: 'Unsupported chains.' },
  UNSUPPORTED_METHODS: { code: 5101, message: 'Unsupported methods.' },
  UNSUPPORTED_EVENTS: { code: 5102, message: 'Unsupported events.' },
  UNSUPPORTED_NAMESPACE_KEY: { code: 5104, message: 'Unsupported namespace key.' },
  USER_DISCONNECTED: { code: 6000, message: 'User disconnected.' },
} as const

export type SessionNamespacesParameters = {
  chainIds: readonly number[]
  address: Address
  /** Methods beyond `sessionMethods`, such as reads the dApp asked for. */
  methods?: readonly string[]
}

/** The eip155 namespace a session gets: every chain the wallet knows, the active account on each. */
export function sessionNamespaces(parameters: SessionNamespacesParameters): SessionNamespaces {
  const { chainIds, address, methods = [] } = parameters
  return {
    eip155: {
      chains: chainIds.map((id) => `eip155:${id}`),
      accounts: chainIds.map((id) => `eip155:${id}:${address}`),
      methods: [...new Set([...sessionMethods, ...methods])],
      events: sessionEvents,
    },
  }
}

/**
 * The namespaces the wallet approves for a proposal, or the SDK error it rejects it with when a required
 * namespace asks for a chain, method or event it cannot serve. Optional namespaces never cause a rejection:
 * what the wallet cannot serve is left out. Every known chain is offered, so the dApp can switch to any.
 */
export function approveProposalNamespaces(
  proposal: Proposal,
  parameters: Omit<SessionNamespacesParameters, 'methods'>,
): SessionNamespaces | ProviderRpcErrorShape {
  const requested = [
    ...Object.entries(proposal.requiredNamespaces ?? {}).map(([key, ns]) => ({ key, ns, required: true })),
    ...Object.entries(proposal.optionalNamespaces ?? {}).map(([key, ns]) => ({ key, ns, required: false })),
  ]
  const known = new Set(parameters.chainIds.map((id) => `eip155:${id}`))
  const served = (method: string) => sessionMethods.includes(method) || isForwardedRead(method)
  const methods: string[] = []
  for (const { key, ns, required } of requested) {
    // A namespace key may name one chain ("eip155:1") instead of carrying a list of chains.
    const [namespace, reference] = key.split(':')
    const wanted = ns.methods ?? []
    if (namespace !== 'eip155') {
      if (required) return sdkErrors.UNSUPPORTED_NAMESPACE_KEY
      continue
    }
    if (required) {
      const chains = reference ? [key] : (ns.chains ?? [])
      if (chains.some((chain) => !known.has(chain))) return sdkErrors.UNSUPPORTED_CHAINS
      if (!wanted.every(served)) return sdkErrors.UNSUPPORTED_METHODS
      if (!(ns.events ?? []).every((event) => sessionEvents.includes(event)))
        return sdkErrors.UNSUPPORTED_EVENTS
    }
    methods.push(...wanted.filter(served))
  }
  return sessionNamespaces({ ...parameters, methods })
}

/**
 * An account of the WalletConnect test wallet on a chain beyond eip155, made by a namespace's test package
 * (`walletConnectSolanaSide` in `@latch/testing-solana`, …) and given to `createWalletConnectTestWallet` in
 * `sides`: what it approves in a proposal and how it answers requests on its chains. The wallet itself knows
 * only eip155, so an EVM test installs none of the other chains' libraries.
 */
export type WalletConnectNamespaceSide = {
  /** The WalletConnect namespace it serves, the CAIP-2 prefix of its chains (`solana`, `bip122`, …). */
  readonly namespace: string
  /** The account's address: its identifier in the session. */
  readonly address: string
  /** Its methods that open a prompt in a real wallet: the `'*'` mode applies to these. */
  readonly prompts: ReadonlySet<string>
  /** The namespace the wallet approves for a proposal that asks for its chains, or undefined. */
  approve(proposal: Proposal): SessionNamespace | undefined
  /** Answers a session request on its chain; `prompt` stands for the person approving it. */
  answer(method: string, params: unknown, caipChainId: string, prompt: () => Promise<void>): Promise<unknown>
  /** Closes what the account holds open, such as a connection to its node. */
  close?(): Promise<void>
}

/**
 * The namespace a wallet with one account on one non-EVM chain approves (`bip122:…`, `polkadot:…`): that chain
 * with the account and the given methods and events, when the proposal asks for the chain in the chain's
 * namespace (required or optional, by `chains` or as a `namespace:reference` key); otherwise undefined.
 *
 * @example
 * singleChainNamespace(proposal, { caipNetworkId: 'polkadot:91b1…', address, methods, events })
 */
export function singleChainNamespace(
  proposal: Proposal,
  account: { caipNetworkId: string; address: string; methods: readonly string[]; events: readonly string[] },
): SessionNamespace | undefined {
  const namespace = account.caipNetworkId.split(':')[0]
  const asked = [
    ...Object.entries(proposal.requiredNamespaces ?? {}),
    ...Object.entries(proposal.optionalNamespaces ?? {}),
  ].filter(([key]) => key.split(':')[0] === namespace)
  const chains = asked.flatMap(([key, ns]) => (key.includes(':') ? [key] : (ns.chains ?? [])))
  if (!chains.includes(account.caipNetworkId)) return undefined
  return {
    chains: [account.caipNetworkId],
    accounts: [`${account.caipNetworkId}:${account.address}`],
    methods: [...account.methods],
    events: [...account.events],
  }
}
