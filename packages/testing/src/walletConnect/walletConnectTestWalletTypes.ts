import type { SignClient } from '@walletconnect/sign-client'
import type { CoreTypes, SessionTypes } from '@walletconnect/types'
import type { Address, Hex } from 'viem'
import type {
  AddEthereumChainParameter,
  TestWalletAccountSource,
  TestWalletChain,
  TestWalletMode,
  TestWalletRequest,
} from '../testWallet.js'
import type { WalletConnectNamespaceSide } from '../walletConnectNamespaces.js'

// The WalletConnect test wallet's parameters, its handle, and what it records of each request.

export type CreateWalletConnectTestWalletParameters = {
  /** The relay the dApp uses, e.g. a local one: `ws://127.0.0.1:8788`. */
  relayUrl: string
  /** A WalletConnect project id (any 32 hex characters for a local relay). */
  projectId: string
  /** The account's private key. Default: anvil's first account. */
  privateKey?: Hex
  /** Several accounts; the first is active, `switchAccount(i)` changes it. Overrides `privateKey`. */
  accounts?: readonly TestWalletAccountSource[]
  /** The chains the wallet knows; every one is offered in each session. */
  chains: readonly TestWalletChain[]
  /** The wallet's current chain. Default: the first of `chains`. */
  chainId?: number
  /** What the dApp sees of the wallet. */
  metadata?: Partial<CoreTypes.Metadata>
  /** The storage prefix of the wallet's WalletConnect client. Default: a fresh one per wallet. */
  storagePrefix?: string
  /** WalletConnect's log level (`'silent'` by default; `'debug'` shows every message). */
  logLevel?: string
  /**
   * Accounts on chains beyond eip155, one per namespace, each from its namespace's test package: proposals that
   * ask for its chains get its account, and the session's requests on them are answered by it.
   *
   * @example
   * sides: [await walletConnectSolanaSide({ secretKey, chains: [{ chain: 'solana:5eykt4…', rpcUrl }] })]
   */
  sides?: readonly WalletConnectNamespaceSide[]
}

/** One proposal or session request the wallet received, kept for assertions. */
export type WalletConnectTestWalletRequest = TestWalletRequest & {
  /** The session topic for requests, the pairing topic for a `session_proposal`. */
  topic: string
  /** The CAIP-2 chain a session request was made on, e.g. `eip155:31337`. */
  chainId?: string
}

/** The handle a test keeps to drive the wallet and assert on what the dApp asked. */
export type WalletConnectTestWallet = {
  /** The active account. */
  readonly address: Address
  readonly accounts: readonly Address[]
  /** The address of the wallet's account on `namespace` (`solana`, `bip122`, …): the side's, when it has one. */
  addressOn(namespace: string): string | undefined
  /** The wallet's current chain. */
  readonly chainId: number
  readonly chains: readonly TestWalletChain[]
  readonly metadata: CoreTypes.Metadata
  /** The wallet's active sessions. */
  readonly sessions: readonly SessionTypes.Struct[]
  /** Every proposal and session request, oldest first, updated as they are answered. */
  readonly requests: readonly WalletConnectTestWalletRequest[]
  /** The parameters of every accepted wallet_addEthereumChain. */
  readonly addedChains: readonly AddEthereumChainParameter[]
  /** The wallet's WalletConnect client, for what this API does not cover. */
  readonly client: WalletConnectTestWalletClient
  /**
   * Pairs with a dApp's `wc:` URI. Resolves with the session proposal once it has been answered the way
   * `on('session_proposal', mode)` says (approved: the session is settled).
   */
  pair(uri: string, options?: { timeout?: number }): Promise<WalletConnectTestWalletRequest>
  /** How the wallet answers `method` (or `session_proposal`) from now on; `'*'`: every prompt. */
  on(method: string, mode: TestWalletMode): WalletConnectTestWallet
  /** Resolves with the next request for `method` made after this call, once answered. */
  waitForRequest(
    method: string,
    options?: { timeout?: number; pending?: boolean },
  ): Promise<WalletConnectTestWalletRequest>
  clearRequests(): void
  /** Change network from the wallet's side: every session gets `chainChanged`. */
  switchChain(chainId: number): Promise<void>
  /** Make another account active: every session is updated and gets `accountsChanged`. */
  switchAccount(index: number): Promise<void>
  /** End every session (or the one with `topic`) from the wallet's side; the dApp gets `session_delete`. */
  disconnect(topic?: string): Promise<void>
  /** Close the connection to the relay and stop the client's timers. Sessions are not ended. */
  close(): Promise<void>
}

export type WalletConnectTestWalletClient = Awaited<ReturnType<typeof SignClient.init>>
