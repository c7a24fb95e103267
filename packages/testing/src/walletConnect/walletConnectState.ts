import type { CoreTypes, SessionTypes } from '@walletconnect/types'
import type { LocalAccount } from 'viem'
import { createSendingWallet, type SendingWallet } from '../answerCallsRequest.js'
import { anvilAccounts } from '../anvilAccounts.js'
import { createRequestLog, type RequestLog } from '../requestLog.js'
import type { AddEthereumChainParameter, TestWalletChain } from '../testWallet.js'
import { toAccount } from '../toAccount.js'
import { sdkErrors, type WalletConnectNamespaceSide } from '../walletConnectNamespaces.js'
import { createWalletPrompts, type WalletPrompts } from '../walletPrompts.js'
import { openSignClient } from './openSignClient.js'
import type {
  CreateWalletConnectTestWalletParameters,
  WalletConnectTestWalletClient,
  WalletConnectTestWalletRequest,
} from './walletConnectTestWalletTypes.js'

/** The WalletConnect test wallet's state, passed to each part that answers the dApp or changes a session. */
export type WalletConnectWalletState = {
  readonly client: WalletConnectTestWalletClient
  /** The relay the wallet pairs through, as a pairing that times out names it. */
  readonly relayUrl: string
  readonly metadata: CoreTypes.Metadata
  readonly accounts: readonly LocalAccount[]
  accountIndex: number
  /** The chains the wallet knows, by id; every one is offered in each session. */
  readonly chains: Map<number, TestWalletChain>
  chainId: number
  /** The accounts beyond eip155, one per namespace. */
  readonly sides: readonly WalletConnectNamespaceSide[]
  readonly prompts: WalletPrompts
  readonly log: RequestLog<WalletConnectTestWalletRequest>
  /** The parameters of every accepted wallet_addEthereumChain. */
  readonly addedChains: AddEthereumChainParameter[]
  readonly signing: SendingWallet
}

/** eip155 requests that open a prompt in a real wallet; the `'*'` mode applies to these and the sides' prompts. */
const promptingMethods = [
  'session_proposal',
  'session_authenticate',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]

/** The wallet's accounts, chains and accounts beyond eip155 (its sides) as the parameters give them, and its client. */
export async function createWalletConnectState(
  parameters: CreateWalletConnectTestWalletParameters,
): Promise<WalletConnectWalletState> {
  const accounts = (parameters.accounts ?? [parameters.privateKey ?? anvilAccounts[0].privateKey]).map(
    toAccount,
  )
  if (accounts.length === 0) throw new Error('A test wallet needs at least one account.')
  const chains = new Map(parameters.chains.map((chain) => [chain.id, { ...chain }]))
  const first = parameters.chains[0]
  if (!first) throw new Error('A test wallet needs at least one chain.')
  const chainId = parameters.chainId ?? first.id
  if (!chains.has(chainId)) throw new Error(`The initial chain ${chainId} is not among the wallet's chains.`)
  const metadata: CoreTypes.Metadata = {
    name: 'Latch Test Wallet',
    description: 'A WalletConnect wallet driven by tests',
    url: 'https://testwallet.latch.dev',
    icons: [],
    ...parameters.metadata,
  }
  const sides = parameters.sides ?? []
  const namespaces = sides.map((side) => side.namespace)
  const repeated = namespaces.find((namespace, i) => namespaces.indexOf(namespace) !== i)
  if (repeated) throw new Error(`A test wallet takes one account per namespace; ${repeated} is given twice.`)
  if (namespaces.includes('eip155'))
    throw new Error("The wallet's eip155 accounts are its own: give them as `accounts` or `privateKey`.")
  const prompts = createWalletPrompts(
    new Set([...promptingMethods, ...sides.flatMap((side) => [...side.prompts])]),
  )
  const client = await openSignClient({ ...parameters, metadata })
  const state: WalletConnectWalletState = {
    client,
    relayUrl: parameters.relayUrl,
    metadata,
    accounts,
    accountIndex: 0,
    chains,
    chainId,
    sides,
    prompts,
    // WalletConnect's own refusal counts as the person's, as EIP-1193's 4001 does.
    log: createRequestLog({ rejectedCodes: [sdkErrors.USER_REJECTED.code] }),
    addedChains: [],
    signing: createSendingWallet(() => activeAccount(state), prompts.prompt),
  }
  return state
}

export const activeAccount = (state: WalletConnectWalletState) =>
  state.accounts[state.accountIndex] as LocalAccount

/** The sessions the dApp has acknowledged. */
export const activeSessions = (state: WalletConnectWalletState): SessionTypes.Struct[] =>
  state.client.session.getAll().filter((session) => session.acknowledged !== false)

/** The EVM chain id of a CAIP-2 id (`eip155:31337` → 31337); the wallet's current chain when none is given. */
export const chainReference = (state: WalletConnectWalletState, caip: string | undefined) =>
  caip ? Number(caip.split(':')[1]) : state.chainId
