import { type LocalAccount, numberToHex } from 'viem'
import { createSendingWallet, type SendingWallet } from '../answerCallsRequest.js'
import type { TestWalletAssets } from '../readWalletAssets.js'
import { createRequestLog, type RequestLog } from '../requestLog.js'
import type {
  AddEthereumChainParameter,
  TestWalletAccountSource,
  TestWalletChain,
  TestWalletRequest,
} from '../testWallet.js'
import { toAccount } from '../toAccount.js'
import { createWalletPrompts, type WalletPrompts } from '../walletPrompts.js'

/** Dispatches a wallet event into the page: to the listed origins' frames, or to every frame (null). */
export type EmitToPage = (event: string, payload: unknown, origins: string[] | null) => Promise<void>

export type CreateInjectedWalletStateParameters = {
  accounts: readonly TestWalletAccountSource[]
  chains: readonly TestWalletChain[]
  chainId: number
  walletName: string
  emit: EmitToPage
  /** Report asset discovery and answer `wallet_getAssets` with these assets. Absent: neither. */
  assets?: TestWalletAssets | undefined
}

/** The injected wallet's state in Node, passed to each part that answers the page or changes it. */
export type InjectedWalletState = {
  readonly walletName: string
  readonly emit: EmitToPage
  readonly assets: TestWalletAssets | undefined
  accounts: LocalAccount[]
  accountIndex: number
  /** The chains the wallet knows, by id. */
  readonly chains: Map<number, TestWalletChain>
  /** Chains a test made the wallet forget: adding one back keeps its configured RPC. */
  readonly forgotten: Map<number, TestWalletChain>
  chainId: number
  /** Whether the wallet refuses to switch or add chains, as some wallets do. */
  refuseChainSwitch: boolean
  /** The connected origins, with when each was connected (EIP-2255's permission date). */
  readonly authorized: Map<string, number>
  readonly prompts: WalletPrompts
  readonly log: RequestLog<TestWalletRequest>
  /** The parameters of every accepted wallet_addEthereumChain. */
  readonly addedChains: AddEthereumChainParameter[]
  readonly signing: SendingWallet
}

/** Methods that open a prompt in a real wallet; the `'*'` mode applies to these. */
const promptingMethods = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_sendCalls',
])

export function createInjectedWalletState(
  parameters: CreateInjectedWalletStateParameters,
): InjectedWalletState {
  const accounts = parameters.accounts.map(toAccount)
  if (accounts.length === 0) throw new Error('A test wallet needs at least one account.')
  const chains = new Map(parameters.chains.map((chain) => [chain.id, { ...chain }]))
  if (!chains.has(parameters.chainId))
    throw new Error(`The initial chain ${parameters.chainId} is not among the wallet's chains.`)
  const prompts = createWalletPrompts(promptingMethods)
  const state: InjectedWalletState = {
    walletName: parameters.walletName,
    emit: parameters.emit,
    assets: parameters.assets,
    accounts,
    accountIndex: 0,
    chains,
    forgotten: new Map(),
    chainId: parameters.chainId,
    refuseChainSwitch: false,
    authorized: new Map(),
    prompts,
    log: createRequestLog(),
    addedChains: [],
    signing: createSendingWallet(() => activeAccount(state), prompts.prompt),
  }
  return state
}

export const activeAccount = (state: InjectedWalletState) =>
  state.accounts[state.accountIndex] as LocalAccount

export const currentChain = (state: InjectedWalletState) => state.chains.get(state.chainId) as TestWalletChain

/** Makes `id` the current chain; every frame gets `chainChanged`. */
export async function setChain(state: InjectedWalletState, id: number): Promise<void> {
  if (id === state.chainId) return
  state.chainId = id
  await state.emit('chainChanged', numberToHex(id), null)
}

/** Tells every connected origin the active account changed. */
export async function accountsChanged(state: InjectedWalletState): Promise<void> {
  const origins = [...state.authorized.keys()]
  if (origins.length) await state.emit('accountsChanged', [activeAccount(state).address], origins)
}
