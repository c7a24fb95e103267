import {
  type AdapterConnection,
  type AdapterContext,
  type AdapterRuntime,
  type CaipNetwork,
  CallsNotSupportedError,
  type CallsReceipt,
  type Connector,
  type Eip1193Provider,
  InvalidAddressError,
  InvalidChainIdError,
  ProviderNotFoundError,
  RECEIPT_WAIT_MS,
  type SIWXMessage,
  type SIWXSession,
  SwitchChainNotSupportedError,
  TransactionFailedError,
  UserRejectedRequestError,
  type WalletCapabilities,
  type WalletTransaction,
} from '@latch/core'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hash,
  type Hex,
  isAddress,
  numberToHex,
  type PublicClient,
  stringToHex,
  TransactionReceiptNotFoundError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { callsStatusCode } from './calls/callsStatusCode.js'
import { decodeLocalCallsId } from './calls/decodeLocalCallsId.js'
import { encodeLocalCallsId } from './calls/encodeLocalCallsId.js'
import { parseCapabilities } from './calls/parseCapabilities.js'
import { parseWalletCallsStatus } from './calls/parseWalletCallsStatus.js'
import type { CoinbaseLinkProvider } from './coinbase/coinbaseWallet.js'
import { createRpcTransport } from './createRpcTransport.js'
import { toWalletError } from './toWalletError.js'
import { authenticateParameters } from './walletConnect/authenticateParameters.js'
import { cacaoSession } from './walletConnect/cacaoSession.js'
import { getWalletConnectLink } from './walletConnect/getWalletConnectLink.js'
import { walletConnectNamespaces } from './walletConnect/walletConnectNamespaces.js'
import { walletErrorCode } from './walletErrorCode.js'

type RpcError = { code?: unknown; message?: unknown; data?: { originalError?: { code?: unknown } } }

/** EIP-1193 / JSON-RPC codes of a wallet that cannot switch on request. */
const UNSUPPORTED_METHOD_CODES = new Set([4200, -32601])

function parseChainId(value: unknown): number {
  const chainId =
    typeof value === 'string' ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10) : Number(value)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new InvalidChainIdError({ chainId: value })
  return chainId
}

type AssetCapabilities = Record<string, { assetDiscovery?: { supported?: boolean } } | undefined>

function providerOf(connector: Connector): Eip1193Provider {
  if (!connector.provider)
    throw new ProviderNotFoundError({ details: `Connector "${connector.id}" has no provider.` })
  return connector.provider
}

/** The first line of a wallet's error message: what the wallet itself would show in a notice. */
function walletShortMessage(error: unknown): string | undefined {
  const message = (error as RpcError | null)?.message
  return typeof message === 'string' && message.trim() ? message.trim().split('\n')[0] : undefined
}

function checksum(accounts: unknown): string[] {
  return Array.isArray(accounts) ? accounts.map((a) => getAddress(String(a))) : []
}

/**
 * The eip155 runtime: EIP-1193 calls to the chosen wallet, balances read with viem from the network's RPC,
 * and remote pairing through WalletConnect when configured. Loaded on demand by `eip155Adapter()`.
 */
/**
 * An EIP-7702 delegation designator (`0xef0100` and the delegate's address): the code an EOA carries once it
 * has delegated. The account is still its key's, and pays its own gas, so it counts as an EOA.
 */
function isEip7702Delegation(code: string): boolean {
  return code.length === 2 + 23 * 2 && code.toLowerCase().startsWith('0xef0100')
}

export function createEip155Runtime(context?: AdapterContext): AdapterRuntime {
  const clients = new Map<string, PublicClient>()
  const walletConnect = context ? getWalletConnectLink(context) : undefined
  // Each new pairing supersedes the previous one (a fresh QR code replaces an expiring one).
  let pairing = 0
  // The runtime loads when the modal opens or a session is restored: the WalletConnect SDK starts loading and
  // reaches its relay then, so a QR code appears at once when WalletConnect is chosen.
  walletConnect?.load().catch(() => {})

  function clientOf(network: CaipNetwork): PublicClient {
    let client = clients.get(network.caipNetworkId)
    if (!client) {
      client = createPublicClient({
        transport: createRpcTransport({
          network,
          apiUrl: context?.config.apiUrl,
          projectId: context?.config.projectId,
        }),
      })
      clients.set(network.caipNetworkId, client)
    }
    return client
  }

  function walletConnectLink() {
    if (!walletConnect) throw new ProviderNotFoundError({ details: 'WalletConnect is not configured.' })
    return walletConnect
  }

  async function sessionAccount(provider: Awaited<ReturnType<NonNullable<typeof walletConnect>['load']>>) {
    if (!provider.session) return undefined
    const accounts = checksum(await provider.request({ method: 'eth_accounts' }))
    if (accounts.length === 0) return undefined
    const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
    // The wallet's name only: its icon is a URL on the wallet's own servers, which the widget does not load.
    return { address: accounts[0] as string, chainId, wallet: { name: provider.session.peer.metadata.name } }
  }

  async function connectWalletConnect(
    network: CaipNetwork | undefined,
    onDisplayUri: ((uri: string) => void) | undefined,
    siwx: SIWXMessage | undefined,
  ): Promise<AdapterConnection> {
    const provider = await walletConnectLink().load()
    const existing = await sessionAccount(provider)
    if (existing) return existing
    const current = ++pairing
    const onUri = (uri: string) => {
      if (current === pairing) onDisplayUri?.(uri)
    }
    provider.on('display_uri', onUri)
    const optionalNamespaces = walletConnectNamespaces(context?.config.networks ?? [], network)
    let siwxSessions: SIWXSession[] | undefined
    try {
      if (siwx) {
        // One approval in the wallet: pairing and the CAIP-122 sign-in together. A wallet without authenticate
        // answers the proposal sent alongside, and the session comes without CACAOs.
        const { auths } = await provider.authenticate(
          authenticateParameters(siwx, optionalNamespaces.eip155.chains, optionalNamespaces),
        )
        siwxSessions = auths?.map((cacao) =>
          cacaoSession(cacao, provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })),
        )
      } else await provider.connect({ optionalNamespaces })
    } catch (error) {
      // A superseded pairing's outcome belongs to nobody: the newer pairing reports instead.
      if (current !== pairing) return new Promise<never>(() => {})
      // WalletConnect passes a wallet's refusal of authenticate on as its bare message.
      if (siwx && typeof error === 'string')
        throw new UserRejectedRequestError({ shortMessage: 'Signature declined', details: error })
      throw toWalletError(error)
    } finally {
      provider.removeListener('display_uri', onUri)
    }
    // The session covers every configured chain the wallet accepted; the one asked for becomes current.
    const wanted = network ? `eip155:${network.id}` : undefined
    if (wanted && provider.session?.namespaces.eip155?.chains?.includes(wanted))
      provider.setDefaultChain(wanted)
    const result = await sessionAccount(provider)
    if (!result) throw new UserRejectedRequestError({ details: 'The wallet returned no account.' })
    return siwxSessions?.length ? { ...result, siwxSessions } : result
  }

  async function requestAccounts(connector: Connector, method: 'eth_requestAccounts' | 'eth_accounts') {
    const provider = providerOf(connector)
    try {
      const accounts = checksum(await provider.request({ method }))
      if (accounts.length === 0) return undefined
      const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
      return { address: accounts[0] as string, chainId }
    } catch (error) {
      if (walletErrorCode(error) === 4001) throw new UserRejectedRequestError({ cause: error })
      throw error
    }
  }

  async function switchChain(
    provider: Eip1193Provider,
    network: CaipNetwork,
    connector: Connector,
  ): Promise<void> {
    const chainId = numberToHex(Number(network.id))
    try {
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    } catch (error) {
      const code = walletErrorCode(error)
      if (code === 4001) throw new UserRejectedRequestError({ shortMessage: 'Switch declined', cause: error })
      if (code === 4902) {
        try {
          await provider.request({
            method: 'wallet_addEthereumChain',
            params: [
              {
                chainId,
                chainName: network.name,
                nativeCurrency: network.nativeCurrency,
                rpcUrls: [...network.rpcUrls.default.http],
                ...(network.blockExplorers
                  ? { blockExplorerUrls: [network.blockExplorers.default.url] }
                  : {}),
              },
            ],
          })
        } catch (addError) {
          if (walletErrorCode(addError) === 4001)
            throw new UserRejectedRequestError({ shortMessage: 'Switch declined', cause: addError })
          throw addError
        }
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
        return
      }
      const message = String((error as RpcError | null)?.message ?? '')
      if (
        (typeof code === 'number' && UNSUPPORTED_METHOD_CODES.has(code)) ||
        /method.*not (supported|found|implemented)|does not support/i.test(message)
      )
        throw new SwitchChainNotSupportedError({ walletName: connector.name, cause: error })
      throw error
    }
  }

  async function providerFor(connector: Connector): Promise<Eip1193Provider> {
    if (connector.type === 'WALLET_CONNECT') return (await walletConnectLink().load()) as Eip1193Provider
    return providerOf(connector)
  }

  /**
   * The address as given, checked with viem's strict `isAddress`: a mixed-case address whose EIP-55
   * checksum is wrong holds a typo, and is refused rather than "corrected" into someone else's address.
   */
  function checkedAddress(address: string): `0x${string}` {
    if (!isAddress(address, { strict: true })) throw new InvalidAddressError({ address })
    return getAddress(address)
  }

  /** A transaction meant for one chain must never be signed on another: the wallet's chain is checked first. */
  async function requireWalletChain(provider: Eip1193Provider, network: CaipNetwork) {
    const walletChainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
    if (walletChainId !== Number(network.id))
      throw new TransactionFailedError({
        shortMessage: `The wallet is on chain ${walletChainId}, not ${network.name} (${network.id}).`,
      })
  }

  async function readCapabilities(provider: Eip1193Provider, address: string, chainIds: `0x${string}`[]) {
    let raw: unknown
    try {
      raw = await provider.request({
        method: 'wallet_getCapabilities',
        params: [getAddress(address), chainIds],
      })
    } catch {
      // A wallet without EIP-5792 can do none of it.
      raw = undefined
    }
    return parseCapabilities(raw, chainIds)
  }

  async function receiptOf(network: CaipNetwork, hash: Hex): Promise<CallsReceipt | undefined> {
    try {
      const receipt = await clientOf(network).getTransactionReceipt({ hash })
      return {
        status: receipt.status,
        transactionHash: receipt.transactionHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
      }
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return undefined
      throw error
    }
  }

  async function waitForReceipt(network: CaipNetwork, hash: string) {
    const receipt = await clientOf(network).waitForTransactionReceipt({
      hash: hash as Hash,
      timeout: RECEIPT_WAIT_MS,
      pollingInterval: 250,
    })
    if (receipt.status !== 'success')
      throw new TransactionFailedError({
        details: `The call sent as ${hash} reverted; the calls after it were not sent.`,
      })
  }

  async function sendTransaction({
    connector,
    network,
    transaction,
  }: {
    connector: Connector
    network: CaipNetwork
    transaction: WalletTransaction
  }): Promise<string> {
    const to = checkedAddress(transaction.to)
    const provider = await providerFor(connector)
    await requireWalletChain(provider, network)
    try {
      // Fees are left to the wallet unless given; the gas limit too unless the caller brings one with a margin.
      const hash = await provider.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: getAddress(transaction.from),
            to,
            data: transaction.data,
            value: numberToHex(transaction.value),
            ...(transaction.gas ? { gas: numberToHex(transaction.gas) } : {}),
            ...(transaction.gasPrice ? { gasPrice: numberToHex(transaction.gasPrice) } : {}),
            chainId: numberToHex(Number(network.id)),
          },
        ],
      })
      return String(hash)
    } catch (error) {
      const shortMessage = walletShortMessage(error)
      throw toWalletError(
        error,
        {
          shortMessage: shortMessage ?? 'User rejected the request.',
          metaMessages: ['The transaction was declined in the wallet.'],
        },
        (cause) => new TransactionFailedError({ shortMessage, cause }),
      )
    }
  }

  return {
    async connect({ connector, network, onDisplayUri, siwx }) {
      if (connector.type === 'WALLET_CONNECT') return connectWalletConnect(network, onDisplayUri, siwx)
      const result = await requestAccounts(connector, 'eth_requestAccounts')
      if (!result) throw new UserRejectedRequestError({ details: 'The wallet returned no account.' })
      return result
    },
    async reconnect({ connector }) {
      if (connector.type === 'WALLET_CONNECT') return sessionAccount(await walletConnectLink().load())
      return requestAccounts(connector, 'eth_accounts')
    },
    async disconnect({ connector }) {
      if (connector.type === 'WALLET_CONNECT') {
        const provider = await walletConnectLink().load()
        // Deleting the session tells the wallet; the SDK then forgets it.
        if (provider.session) await provider.disconnect()
        return
      }
      const provider = providerOf(connector)
      // A connector on a wallet's SDK (Coinbase) ends the SDK's session, which a revoked permission would not.
      if (typeof (provider as Partial<CoinbaseLinkProvider>).endSession === 'function')
        return (provider as CoinbaseLinkProvider).endSession()
      await provider.request({
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      })
    },
    switchNetwork({ connector, network }) {
      return switchChain(providerOf(connector), network, connector)
    },
    async getBalance({ address, network }) {
      const value = await clientOf(network).getBalance({ address: getAddress(address) })
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
    async getWalletAssets({ connector, address, network }) {
      const provider = await providerFor(connector)
      const account = getAddress(address)
      const chainId = numberToHex(Number(network.id))
      let capabilities: AssetCapabilities | null
      try {
        capabilities = (await provider.request({
          method: 'wallet_getCapabilities',
          params: [account, [chainId]],
        })) as AssetCapabilities | null
      } catch {
        // A wallet without EIP-5792 capabilities has no asset discovery either.
        return undefined
      }
      if (capabilities?.[chainId]?.assetDiscovery?.supported !== true) return undefined
      return provider.request({ method: 'wallet_getAssets', params: [{ account, chainFilter: [chainId] }] })
    },
    sendTransaction,
    async transferToken({ connector, network, address, tokenAddress, to, amount }) {
      const receiver = checkedAddress(to)
      return sendTransaction({
        connector,
        network,
        transaction: {
          from: address,
          to: tokenAddress,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [receiver, amount],
          }),
          value: 0n,
        },
      })
    },
    async waitForTransactionReceipt({ hash, network, timeout }) {
      try {
        const receipt = await clientOf(network).waitForTransactionReceipt({
          hash: hash as Hash,
          timeout,
          // A local or fast chain mines in well under a second; the default 4 s poll would dominate the wait.
          pollingInterval: 250,
        })
        return { status: receipt.status }
      } catch (error) {
        if (error instanceof WaitForTransactionReceiptTimeoutError) return undefined
        throw error
      }
    },
    async signMessage({ connector, address, message }) {
      const provider =
        connector.type === 'WALLET_CONNECT' ? await walletConnectLink().load() : providerOf(connector)
      try {
        // personal_sign takes the message as hex: wallets show it decoded, and no text is mangled on the way.
        const signature = await provider.request({
          method: 'personal_sign',
          params: [stringToHex(message), getAddress(address)],
        })
        return String(signature)
      } catch (error) {
        throw toWalletError(error, { shortMessage: 'Signature declined' })
      }
    },
    async getCapabilities({ connector, address, networks }) {
      const provider = await providerFor(connector)
      const chainIds = networks.map((network) => numberToHex(Number(network.id)))
      const parsed = await readCapabilities(provider, address, chainIds)
      return Object.fromEntries(
        networks.map((network, index) => [network.caipNetworkId, parsed[chainIds[index] as `0x${string}`]]),
      ) as Record<string, WalletCapabilities>
    },
    async sendCalls({ connector, network, address, calls }) {
      const provider = await providerFor(connector)
      await requireWalletChain(provider, network)
      const chainId = numberToHex(Number(network.id))
      const from = getAddress(address)
      const checked = calls.map((call) => ({ ...call, to: checkedAddress(call.to) }))
      const { atomic } = (await readCapabilities(provider, from, [chainId]))[chainId] as WalletCapabilities
      if (atomic !== 'unsupported') {
        try {
          const answer = await provider.request({
            method: 'wallet_sendCalls',
            params: [
              {
                version: '2.0.0',
                chainId,
                from,
                // The wallet said it batches atomically: hold it to that rather than let it split the calls.
                atomicRequired: true,
                calls: checked.map((call) => ({
                  to: call.to,
                  ...(call.data ? { data: call.data } : {}),
                  ...(call.value ? { value: numberToHex(call.value) } : {}),
                })),
              },
            ],
          })
          const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id
          if (typeof id !== 'string' || !id)
            throw new TransactionFailedError({
              details: `The wallet answered wallet_sendCalls with ${JSON.stringify(answer)}.`,
            })
          return { id, atomic: true }
        } catch (error) {
          if (error instanceof TransactionFailedError) throw error
          throw toWalletError(
            error,
            { shortMessage: walletShortMessage(error) ?? 'User rejected the request.' },
            (cause) => new TransactionFailedError({ shortMessage: walletShortMessage(error), cause }),
          )
        }
      }
      // One transaction per call, each mined before the next is sent: a later call may need an earlier one's
      // effect (a swap after its approval), and the wallet estimates each against the chain as it then is.
      const hashes: Hex[] = []
      for (const call of checked) {
        const hash = await sendTransaction({
          connector,
          network,
          transaction: { from, to: call.to, data: call.data ?? '0x', value: call.value ?? 0n },
        })
        hashes.push(hash as Hex)
        await waitForReceipt(network, hash)
      }
      return { id: encodeLocalCallsId({ hashes, chainId: Number(network.id) }), atomic: false }
    },
    async getCallsStatus({ connector, network, id }) {
      const local = decodeLocalCallsId(id)
      if (local) {
        const localNetwork = local.chainId === Number(network.id) ? network : undefined
        if (!localNetwork)
          throw new TransactionFailedError({
            details: `The calls ${id} were sent on chain ${local.chainId}.`,
          })
        const receipts = await Promise.all(local.hashes.map((hash) => receiptOf(localNetwork, hash)))
        return {
          id,
          chainId: local.chainId,
          atomic: false,
          status: callsStatusCode(receipts),
          receipts: receipts.filter((receipt) => receipt !== undefined),
        }
      }
      const provider = await providerFor(connector)
      return parseWalletCallsStatus(
        await provider.request({ method: 'wallet_getCallsStatus', params: [id] }),
        id,
      )
    },
    async showCallsStatus({ connector, id }) {
      if (decodeLocalCallsId(id))
        throw new CallsNotSupportedError({
          details: 'These calls were sent one by one, not as a batch of the wallet: it has nothing to show.',
        })
      const provider = await providerFor(connector)
      try {
        await provider.request({ method: 'wallet_showCallsStatus', params: [id] })
      } catch (error) {
        throw new CallsNotSupportedError({ details: walletShortMessage(error), cause: error })
      }
    },
    async getAccountType({ address, network }) {
      const code = await clientOf(network).getCode({ address: getAddress(address) })
      return code && code !== '0x' && !isEip7702Delegation(code) ? 'smartAccount' : 'eoa'
    },
    watchProvider(connector, handlers) {
      const provider = connector.provider
      if (!provider?.on) return () => {}
      const onAccountsChanged = (accounts: unknown) => handlers.onAccountsChanged(checksum(accounts))
      const onChainChanged = (chainId: unknown) => {
        try {
          handlers.onChainChanged(parseChainId(chainId))
        } catch {
          // A malformed chain id from the wallet is ignored.
        }
      }
      const onDisconnect = (error: unknown) => {
        // 1013 means the wallet is reconnecting to its own backend, not that the visitor disconnected.
        if (walletErrorCode(error) === 1013) return
        handlers.onDisconnect()
      }
      type Listener = (...args: never[]) => void
      provider.on('accountsChanged', onAccountsChanged as Listener)
      provider.on('chainChanged', onChainChanged as Listener)
      provider.on('disconnect', onDisconnect as Listener)
      return () => {
        provider.removeListener?.('accountsChanged', onAccountsChanged as Listener)
        provider.removeListener?.('chainChanged', onChainChanged as Listener)
        provider.removeListener?.('disconnect', onDisconnect as Listener)
      }
    },
  }
}
