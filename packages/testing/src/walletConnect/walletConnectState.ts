import type { CoreTypes, SessionTypes } from '@walletconnect/types'
import type { LocalAccount } from 'viem'
import { createSendingWallet, type SendingWallet } from '../answerCallsRequest.js'
import { anvilAccounts } from '../anvilAccounts.js'
import { walletConnectBitcoinPrompts, walletConnectBitcoinSide } from '../bitcoin/walletConnectBitcoinSide.js'
import {
  walletConnectPolkadotPrompts,
  walletConnectPolkadotSide,
} from '../polkadot/walletConnectPolkadotSide.js'
import { createRequestLog, type RequestLog } from '../requestLog.js'
import { createSolanaTestAccount } from '../solana/createSolanaTestAccount.js'
import { walletConnectSolanaPrompts, walletConnectSolanaSide } from '../solana/walletConnectSolanaSide.js'
import type { AddEthereumChainParameter, TestWalletChain } from '../testWallet.js'
import { toAccount } from '../toAccount.js'
import type { WalletConnectChainSide } from '../walletConnectNamespaces.js'
import { sdkErrors } from '../walletConnectNamespaces.js'
import { createWalletPrompts, type WalletPrompts } from '../walletPrompts.js'
import { openSignClient } from './openSignClient.js'
import type {
  CreateWalletConnectTestWalletParameters,
  WalletConnectTestWalletClient,
  WalletConnectTestWalletRequest,
} from './walletConnectTestWalletTypes.js'

/** An account of the wallet beyond eip155: what it approves in a proposal and how it answers on its chain. */
export type NamespaceSide = {
  /** The WalletConnect namespace it serves, the CAIP-2 prefix of its chains. */
  namespace: 'solana' | 'bip122' | 'polkadot'
  /** Its chain's name, as a refusal names it. */
  label: string
  side: Pick<WalletConnectChainSide, 'namespace' | 'answer'> | undefined
}

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
  readonly sides: readonly NamespaceSide[]
  /** Closes what the accounts beyond eip155 hold open (the Polkadot node's connection). */
  readonly closeSides: () => Promise<void>
  readonly addresses: {
    solana?: string | undefined
    bitcoin?: string | undefined
    polkadot?: string | undefined
  }
  readonly prompts: WalletPrompts
  readonly log: RequestLog<WalletConnectTestWalletRequest>
  /** The parameters of every accepted wallet_addEthereumChain. */
  readonly addedChains: AddEthereumChainParameter[]
  readonly signing: SendingWallet
}

/** Requests that open a prompt in a real wallet; the `'*'` mode applies to these. */
const promptingMethods = new Set([
  'session_proposal',
  'session_authenticate',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  ...walletConnectSolanaPrompts,
  ...walletConnectBitcoinPrompts,
  ...walletConnectPolkadotPrompts,
])

/** The wallet's accounts, chains and optional accounts beyond eip155 as the parameters give them, and its client. */
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
  const solanaAccount = parameters.solana
    ? await createSolanaTestAccount(parameters.solana.secretKey)
    : undefined
  const solana =
    solanaAccount && parameters.solana
      ? walletConnectSolanaSide(solanaAccount, parameters.solana.chains)
      : undefined
  const bitcoin = parameters.bitcoin ? await walletConnectBitcoinSide(parameters.bitcoin) : undefined
  const polkadot = parameters.polkadot ? await walletConnectPolkadotSide(parameters.polkadot) : undefined
  const prompts = createWalletPrompts(promptingMethods)
  const client = await openSignClient({ ...parameters, metadata })
  const state: WalletConnectWalletState = {
    client,
    relayUrl: parameters.relayUrl,
    metadata,
    accounts,
    accountIndex: 0,
    chains,
    chainId,
    sides: [
      { namespace: 'solana', label: 'Solana', side: solana },
      { namespace: 'bip122', label: 'Bitcoin', side: bitcoin },
      { namespace: 'polkadot', label: 'Polkadot', side: polkadot },
    ],
    closeSides: async () => {
      await polkadot?.close()
    },
    addresses: { solana: solanaAccount?.address, bitcoin: bitcoin?.address, polkadot: polkadot?.address },
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
