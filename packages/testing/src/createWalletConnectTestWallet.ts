import { randomBytes } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import type { CoreTypes, SessionTypes, SignClientTypes } from '@walletconnect/types'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { type Address, type Hex, isAddress, type LocalAccount, numberToHex } from 'viem'
import { answerCallsRequest, type CallsBatches, callsMethods } from './answerCallsRequest.js'
import { addedChain, answerSigningRequest, signingMethods } from './answerSigningRequest.js'
import { anvilAccounts } from './anvilAccounts.js'
import { applyMode } from './applyMode.js'
import { walletConnectBitcoinPrompts, walletConnectBitcoinSide } from './bitcoin/walletConnectBitcoinSide.js'
import {
  InvalidParamsError,
  type ProviderRpcErrorShape,
  toProviderRpcErrorShape,
  UnauthorizedError,
  UnrecognizedChainError,
  UnsupportedMethodError,
} from './errors.js'
import { isForwardedRead } from './forwardedReads.js'
import type { PolkadotSignerParameters } from './polkadot/createPolkadotSigner.js'
import {
  walletConnectPolkadotPrompts,
  walletConnectPolkadotSide,
} from './polkadot/walletConnectPolkadotSide.js'
import { parseAddEthereumChain, parseChainId } from './requestParams.js'
import { rpcRequest } from './rpcRequest.js'
import { createSolanaTestAccount } from './solana/createSolanaTestAccount.js'
import type { SolanaTestWalletChain } from './solana/installSolanaTestWallet.js'
import {
  type WalletConnectSolanaSide,
  walletConnectSolanaPrompts,
  walletConnectSolanaSide,
} from './solana/walletConnectSolanaSide.js'
import type {
  AddEthereumChainParameter,
  TestWalletAccountSource,
  TestWalletChain,
  TestWalletMode,
  TestWalletRequest,
} from './testWallet.js'
import { toAccount } from './toAccount.js'
import { waitForRequest } from './waitForRequest.js'
import { approveProposalNamespaces, sdkErrors, sessionNamespaces } from './walletConnectNamespaces.js'

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
   * A Solana account too: proposals that ask for the solana namespace get it on these chains (CAIP-2,
   * `solana:<genesis ref>`), and the session's Solana requests are signed with this 64-byte base58 secret key.
   */
  solana?: { secretKey: string; chains: readonly [SolanaTestWalletChain, ...SolanaTestWalletChain[]] }
  /**
   * A Bitcoin key too: proposals that ask for this `bip122:` chain get its payment account, and the session's
   * Bitcoin requests (`getAccountAddresses`, `signMessage`, `signPsbt`) are signed with this 32-byte hex key.
   */
  bitcoin?: { privateKey: string; caipNetworkId: `bip122:${string}` }
  /**
   * A Polkadot sr25519 key too (its secret URI; payloads are signed with the metadata of the node at `wsUrl`):
   * proposals that ask for this `polkadot:` chain get its account, and the session's `polkadot_signMessage` and
   * `polkadot_signTransaction` requests are signed with it.
   */
  polkadot?: PolkadotSignerParameters & { caipNetworkId: `polkadot:${string}` }
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
  /** The Solana account's address (base58), when the wallet has one. */
  readonly solanaAddress: string | undefined
  /** The Bitcoin payment account's address, when the wallet has one. */
  readonly bitcoinAddress: string | undefined
  /** The Polkadot account's SS58 address, when the wallet has one. */
  readonly polkadotAddress: string | undefined
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

/** What the wallet lets a one-click sign-in's session request (the rest of a ReCap is dropped). */
const authenticateMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getCapabilities',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
]

/** How long the wallet waits for the dApp to acknowledge a settlement or an update. */
const acknowledgeTimeout = 10_000

/**
 * A WalletConnect wallet for tests: a real wallet-side sign-client that pairs with a dApp's `wc:` URI through
 * a relay, approves or rejects proposals, and answers session requests the way the test says. Signing uses
 * a viem local account; `eth_sendTransaction` fills nonce, gas and fees from the chain's RPC, signs and
 * sends the raw transaction; reads made through the session go to that RPC.
 *
 * @example
 * const wallet = await createWalletConnectTestWallet({ relayUrl, projectId, chains: [{ id: 31337, rpcUrl }] })
 * await wallet.pair(await page.getByTestId('walletconnect-qr').getAttribute('data-uri'))
 * wallet.on('personal_sign', 'reject')
 */
export async function createWalletConnectTestWallet(
  parameters: CreateWalletConnectTestWalletParameters,
): Promise<WalletConnectTestWallet> {
  const accounts = (parameters.accounts ?? [parameters.privateKey ?? anvilAccounts[0].privateKey]).map(
    toAccount,
  )
  if (accounts.length === 0) throw new Error('A test wallet needs at least one account.')
  let accountIndex = 0
  const chains = new Map(parameters.chains.map((chain) => [chain.id, { ...chain }]))
  const first = parameters.chains[0]
  if (!first) throw new Error('A test wallet needs at least one chain.')
  let chainId = parameters.chainId ?? first.id
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
  const solana: WalletConnectSolanaSide | undefined =
    solanaAccount && parameters.solana
      ? walletConnectSolanaSide(solanaAccount, parameters.solana.chains)
      : undefined
  const bitcoin = parameters.bitcoin ? await walletConnectBitcoinSide(parameters.bitcoin) : undefined
  const polkadot = parameters.polkadot ? await walletConnectPolkadotSide(parameters.polkadot) : undefined
  const modes = new Map<string, TestWalletMode>()
  const requests: WalletConnectTestWalletRequest[] = []
  const addedChains: AddEthereumChainParameter[] = []
  const listeners = new Set<(entry: WalletConnectTestWalletRequest) => void>()

  const client = await SignClient.init({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    metadata,
    telemetryEnabled: false,
    // Clients with one prefix share one core in a process; a fresh prefix and memory storage keep wallets apart.
    customStoragePrefix: parameters.storagePrefix ?? `latch-test-wallet-${randomBytes(6).toString('hex')}`,
    storageOptions: { database: ':memory:' },
    logger: parameters.logLevel ?? 'silent',
    // Answer requests as they come, so a delayed prompt does not hold the next request back.
    signConfig: { disableRequestQueue: true },
  })
  // Verify looks the dApp's origin up on verify.walletconnect.org (and waits for its public key forever when
  // that host is unreachable); its URL cannot be changed. The wallet skips the lookup, as Verify does in its
  // own test mode, and reports every dApp as UNKNOWN.
  client.core.verify.resolve = async () => undefined as unknown as { origin: string; isScam?: boolean }

  const account = () => accounts[accountIndex] as LocalAccount
  const chainReference = (caip: string | undefined) => (caip ? Number(caip.split(':')[1]) : chainId)
  const activeSessions = () => client.session.getAll().filter((session) => session.acknowledged !== false)

  function record(entry: WalletConnectTestWalletRequest) {
    requests.push(entry)
    for (const listener of listeners) listener(entry)
  }

  function settle(
    entry: WalletConnectTestWalletRequest,
    outcome: 'approved' | Error | ProviderRpcErrorShape,
  ) {
    if (outcome === 'approved') entry.outcome = 'approved'
    else {
      const shape = outcome instanceof Error ? toProviderRpcErrorShape(outcome) : outcome
      entry.outcome =
        shape.code === 4001 || shape.code === sdkErrors.USER_REJECTED.code ? 'rejected' : 'error'
      entry.error = shape
    }
    for (const listener of listeners) listener(entry)
  }

  /** Stands for the person answering the wallet's prompt. */
  function prompt(method: string): Promise<void> {
    return applyMode(modes.get(method) ?? modes.get('*') ?? 'approve')
  }

  const signing = {
    account,
    prompt,
    queue: { last: Promise.resolve() as Promise<unknown> },
    batches: new Map() as CallsBatches,
  }

  const namespaces = (methods: readonly string[] = []) =>
    sessionNamespaces({ chainIds: [...chains.keys()], address: account().address, methods })

  /**
   * One-click sign-in (WalletConnect's authenticate, CAIP-122): the wallet signs the sign-in message with the
   * active account once for each requested chain it knows (the first requested first), and the session on
   * those chains comes with it: pairing and sign-in are one approval. A decline (`on('session_authenticate', 'reject')`) answers USER_REJECTED.
   */
  async function answerAuthenticate({
    id,
    topic,
    params,
  }: SignClientTypes.EventArguments['session_authenticate']) {
    const entry: WalletConnectTestWalletRequest = {
      method: 'session_authenticate',
      params,
      origin: params.requester.metadata.url,
      topic,
      outcome: 'pending',
    }
    record(entry)
    const request = params.authPayload
    // As WalletKit's wallets do: the request narrowed to the chains the wallet knows (its ReCap names them),
    // and one CACAO per chain, so the session covers each.
    const known = request.chains.filter((chain) => chains.has(chainReference(chain)))
    try {
      await prompt('session_authenticate')
      if (known.length === 0) throw sdkErrors.UNSUPPORTED_CHAINS
    } catch (error) {
      const shape = toProviderRpcErrorShape(error)
      const reason = shape.code === 4001 ? sdkErrors.USER_REJECTED : shape
      await client.rejectSessionAuthenticate({ id, reason: toErrorResponse(reason) }).catch(() => {})
      return settle(entry, reason)
    }
    const payload = populateAuthPayload({ authPayload: request, chains: known, methods: authenticateMethods })
    const signed = await Promise.all(
      known.map(async (chain) => {
        const iss = `did:pkh:${chain}:${account().address}`
        // The message names the chain of `iss`: the one signed for.
        const message = client.formatAuthMessage({ request: payload, iss })
        const signature = await account().signMessage({ message })
        return { message, signature, cacao: buildAuthObject(payload, { t: 'eip191', s: signature }, iss) }
      }),
    )
    try {
      const { session } = await client.approveSessionAuthenticate({
        id,
        auths: signed.map(({ cacao }) => cacao),
      })
      const { message, signature } = signed[0] as (typeof signed)[number]
      entry.result = { topic: session?.topic, message, signature }
      settle(entry, 'approved')
    } catch (error) {
      settle(entry, error as Error)
    }
  }

  async function answerProposal({ id, params }: SignClientTypes.EventArguments['session_proposal']) {
    const entry: WalletConnectTestWalletRequest = {
      method: 'session_proposal',
      params,
      origin: params.proposer.metadata.url,
      topic: params.pairingTopic,
      outcome: 'pending',
    }
    record(entry)
    try {
      await prompt('session_proposal')
    } catch (error) {
      const shape = toProviderRpcErrorShape(error)
      const reason = shape.code === 4001 ? sdkErrors.USER_REJECTED : shape
      await client.reject({ id, reason: toErrorResponse(reason) }).catch(() => {})
      return settle(entry, reason)
    }
    const answer = approveProposalNamespaces(params, {
      chainIds: [...chains.keys()],
      address: account().address,
    })
    if (!('eip155' in answer)) {
      await client.reject({ id, reason: toErrorResponse(answer as ProviderRpcErrorShape) }).catch(() => {})
      return settle(entry, answer as ProviderRpcErrorShape)
    }
    const solanaNamespace = solana?.namespace(params)
    if (solanaNamespace) answer.solana = solanaNamespace
    const bitcoinNamespace = bitcoin?.namespace(params)
    if (bitcoinNamespace) answer.bip122 = bitcoinNamespace
    const polkadotNamespace = polkadot?.namespace(params)
    if (polkadotNamespace) answer.polkadot = polkadotNamespace
    try {
      const { topic, acknowledged } = await client.approve({ id, namespaces: answer })
      entry.result = { topic }
      // The dApp has the session once it acknowledges; a dApp that went away never does.
      await withTimeout(acknowledged(), acknowledgeTimeout).catch(() => {})
      settle(entry, 'approved')
    } catch (error) {
      settle(entry, error as Error)
    }
  }

  async function answer(method: string, params: unknown, caipChainId: string): Promise<unknown> {
    const list = Array.isArray(params) ? params : []
    if (!promptingMethods.has(method)) {
      const mode = modes.get(method)
      if (mode) await applyMode(mode)
    }
    if (caipChainId.startsWith('solana:')) {
      if (!solana) throw new UnsupportedMethodError(`${metadata.name} has no Solana account.`)
      return solana.answer(method, params, caipChainId, () => prompt(method))
    }
    if (caipChainId.startsWith('bip122:')) {
      if (!bitcoin) throw new UnsupportedMethodError(`${metadata.name} has no Bitcoin account.`)
      return bitcoin.answer(method, params, caipChainId, () => prompt(method))
    }
    if (caipChainId.startsWith('polkadot:')) {
      if (!polkadot) throw new UnsupportedMethodError(`${metadata.name} has no Polkadot account.`)
      return polkadot.answer(method, params, caipChainId, () => prompt(method))
    }
    const requestChainId = chainReference(caipChainId)
    const chain = chains.get(requestChainId)
    if (!chain) throw new UnrecognizedChainError(numberToHex(requestChainId))
    if (signingMethods.has(method))
      return answerSigningRequest(signing, { method, params: list, chain: () => chain, requireAccount })
    if (callsMethods.has(method))
      return answerCallsRequest(signing, {
        method,
        params: list,
        chain: () => chain,
        chainOf: (id) => chains.get(id),
        requireAccount,
      })
    switch (method) {
      case 'eth_chainId':
        return numberToHex(requestChainId)
      case 'net_version':
        return String(requestChainId)
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account().address]
      case 'wallet_switchEthereumChain': {
        const id = parseChainId(list[0])
        if (!chains.has(id)) throw new UnrecognizedChainError(numberToHex(id))
        await prompt(method)
        await setChain(id)
        return null
      }
      case 'wallet_addEthereumChain': {
        const parameter = parseAddEthereumChain(list[0])
        const id = Number(BigInt(parameter.chainId))
        await prompt(method)
        const known = chains.get(id)
        chains.set(id, addedChain(parameter, known))
        addedChains.push(parameter)
        if (!known) await updateSessions()
        await setChain(id)
        return null
      }
    }
    if (!isForwardedRead(method))
      throw new UnsupportedMethodError(`${metadata.name} does not support the method "${method}".`)
    return rpcRequest(chain.rpcUrl, method, list)
  }

  function requireAccount(address: unknown) {
    if (typeof address !== 'string' || !isAddress(address, { strict: false }))
      throw new InvalidParamsError('Invalid address.')
    if (address.toLowerCase() !== account().address.toLowerCase())
      throw new UnauthorizedError(`The account ${address} has not been authorized by the user.`)
  }

  async function answerRequest({ id, topic, params }: SignClientTypes.EventArguments['session_request']) {
    const { method, params: requestParams } = params.request
    const entry: WalletConnectTestWalletRequest = {
      method,
      params: requestParams,
      origin: client.session.keys.includes(topic) ? client.session.get(topic).peer.metadata.url : '',
      topic,
      chainId: params.chainId,
      outcome: 'pending',
    }
    record(entry)
    let response:
      | { id: number; jsonrpc: '2.0'; result: unknown }
      | { id: number; jsonrpc: '2.0'; error: ReturnType<typeof toErrorResponse> }
    try {
      const result = await answer(method, requestParams, params.chainId)
      entry.result = result
      response = { id, jsonrpc: '2.0', result }
      settle(entry, 'approved')
    } catch (error) {
      settle(entry, error as Error)
      response = { id, jsonrpc: '2.0', error: toErrorResponse(entry.error as ProviderRpcErrorShape) }
    }
    // The session may have ended while the prompt was open; there is no one left to answer.
    await client.respond({ topic, response }).catch(() => {})
  }

  async function emitEvent(name: string, data: unknown) {
    await Promise.all(
      activeSessions().map((session) =>
        client
          .emit({ topic: session.topic, event: { name, data }, chainId: `eip155:${chainId}` })
          .catch(() => {}),
      ),
    )
  }

  /** Offers every known chain and the active account in each session (after a chain is added or an account picked). */
  async function updateSessions() {
    await Promise.all(
      activeSessions().map(async (session) => {
        const methods = session.namespaces.eip155?.methods ?? []
        // The session's Solana, Bitcoin and Polkadot namespaces stay as approved: the update changes eip155 only.
        const {
          solana: solanaNamespace,
          bip122: bitcoinNamespace,
          polkadot: polkadotNamespace,
        } = session.namespaces
        const { acknowledged } = await client.update({
          topic: session.topic,
          namespaces: {
            ...namespaces(methods),
            ...(solanaNamespace ? { solana: solanaNamespace } : {}),
            ...(bitcoinNamespace ? { bip122: bitcoinNamespace } : {}),
            ...(polkadotNamespace ? { polkadot: polkadotNamespace } : {}),
          },
        })
        await withTimeout(acknowledged(), acknowledgeTimeout).catch(() => {})
      }),
    )
  }

  async function setChain(id: number) {
    if (id === chainId) return
    chainId = id
    await emitEvent('chainChanged', id)
  }

  client.on('session_proposal', (proposal) => void answerProposal(proposal))
  client.on('session_authenticate', (request) => void answerAuthenticate(request))
  client.on('session_request', (request) => void answerRequest(request))

  const wallet: WalletConnectTestWallet = {
    get address() {
      return account().address
    },
    get accounts() {
      return accounts.map((a) => a.address)
    },
    solanaAddress: solanaAccount?.address,
    bitcoinAddress: bitcoin?.address,
    polkadotAddress: polkadot?.address,
    get chainId() {
      return chainId
    },
    get chains() {
      return [...chains.values()].map((chain) => ({ ...chain }))
    },
    get sessions() {
      return activeSessions()
    },
    metadata,
    requests: requests as readonly WalletConnectTestWalletRequest[],
    addedChains: addedChains as readonly AddEthereumChainParameter[],
    client,
    async pair(uri, options = {}) {
      const topic = /^wc:([0-9a-f]{64})@2/.exec(uri)?.[1]
      if (!topic) throw new Error(`Not a WalletConnect v2 pairing URI: "${uri}".`)
      const timeout = options.timeout ?? 10_000
      let stop = () => {}
      const proposal = new Promise<WalletConnectTestWalletRequest>((resolve, reject) => {
        const timer = setTimeout(() => {
          stop()
          reject(
            new Error(
              `No session proposal was answered within ${timeout} ms of pairing. Are the dApp and the wallet on the same relay (${parameters.relayUrl})?`,
            ),
          )
        }, timeout)
        const listener = (entry: WalletConnectTestWalletRequest) => {
          const first = entry.method === 'session_proposal' || entry.method === 'session_authenticate'
          if (!first || entry.topic !== topic || entry.outcome === 'pending') return
          stop()
          resolve(entry)
        }
        stop = () => {
          clearTimeout(timer)
          listeners.delete(listener)
        }
        listeners.add(listener)
      })
      try {
        await client.pair({ uri })
      } catch (error) {
        // An expired or already used URI: nothing will arrive.
        stop()
        throw error
      }
      return proposal
    },
    on(method, mode) {
      modes.set(method, mode)
      return wallet
    },
    waitForRequest: (method, options) =>
      waitForRequest(
        requests,
        (listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
        method,
        options,
      ),
    clearRequests() {
      requests.length = 0
    },
    async switchChain(id) {
      if (!chains.has(id)) throw new Error(`The wallet does not know chain ${id}.`)
      await setChain(id)
    },
    async switchAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length)
        throw new Error(`No account ${index}: the wallet has ${accounts.length}.`)
      if (index === accountIndex) return
      accountIndex = index
      await updateSessions()
      await emitEvent('accountsChanged', [account().address])
    },
    async disconnect(topic) {
      const sessions = activeSessions().filter((session) => topic === undefined || session.topic === topic)
      await Promise.all(
        sessions.map((session) =>
          client.disconnect({ topic: session.topic, reason: sdkErrors.USER_DISCONNECTED }),
        ),
      )
    },
    async close() {
      await client.core.relayer.transportClose().catch(() => {})
      client.core.heartbeat.stop()
      await polkadot?.close()
    },
  }
  return wallet
}

/** WalletConnect carries an error's `data` as a string. */
function toErrorResponse(shape: ProviderRpcErrorShape): { code: number; message: string; data?: string } {
  const { code, message, data } = shape
  if (data === undefined) return { code, message }
  return { code, message, data: typeof data === 'string' ? data : JSON.stringify(data) }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms.`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
