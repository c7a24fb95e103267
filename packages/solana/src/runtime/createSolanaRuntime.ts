import {
  type AdapterContext,
  type AdapterRuntime,
  type CaipNetwork,
  type Connector,
  ProviderNotFoundError,
  UserRejectedRequestError,
} from '@latch/core'
import { address, getBase58Decoder, type Signature } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { toWalletStandardChain } from '../solanaChains.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnectConnectorId.js'
import { solanaWalletRegistry } from '../walletStandard/solanaWalletRegistry.js'
import { buildTransferTransaction } from './buildTransferTransaction.js'
import { createSolanaRpcClient, type SolanaRpcClient } from './createSolanaRpcClient.js'
import {
  solanaWalletBackend,
  toWalletError,
  walletConnectLinkOf,
  walletConnectSolanaAccount,
} from './solanaWalletBackend.js'

type ConnectFeature = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
}
type DisconnectFeature = { disconnect(): Promise<void> }
type EventsFeature = {
  on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void
}

const base58 = getBase58Decoder()
const STATUS_POLL_MS = 200

function featureOf<T>(wallet: Wallet, name: string): T | undefined {
  return (wallet.features as Record<string, unknown>)[name] as T | undefined
}

/**
 * The solana runtime: Wallet Standard wallets (connect, silent reconnect, account changes, signing), the
 * WalletConnect session's Solana account, balances and sends through `@solana/kit` against the network's RPC
 * (then the Latch server's proxy). Loaded on demand by `solanaAdapter()`.
 */
export function createSolanaRuntime(context: AdapterContext): AdapterRuntime {
  const registry = solanaWalletRegistry(context)
  const clients = new Map<string, SolanaRpcClient>()
  const rpcOf = (network: CaipNetwork) => {
    let client = clients.get(network.caipNetworkId)
    if (!client) {
      client = createSolanaRpcClient({
        network,
        apiUrl: context.config.apiUrl,
        projectId: context.config.projectId,
      })
      clients.set(network.caipNetworkId, client)
    }
    return client
  }
  const firstNetwork = () => context.config.networks.find((n) => n.chainNamespace === 'solana')
  const networkOf = (connector: Connector) => registry.get(connector.id)?.network ?? firstNetwork()

  function entryOf(connector: Connector) {
    const entry = registry.get(connector.id)
    if (!entry?.wallet)
      throw new ProviderNotFoundError({ details: `No Solana wallet "${connector.id}" on this page.` })
    return { ...entry, wallet: entry.wallet }
  }

  /** The account a wallet connected for the network's chain (a wallet may hold accounts of several chains). */
  function pickAccount(accounts: readonly WalletAccount[], network: CaipNetwork): WalletAccount | undefined {
    const chain = toWalletStandardChain(network)
    return accounts.find((a) => a.chains.includes(chain)) ?? accounts[0]
  }

  async function connectWalletStandard(connector: Connector, network: CaipNetwork, silent: boolean) {
    const { wallet } = entryOf(connector)
    const feature = featureOf<ConnectFeature>(wallet, 'standard:connect')
    if (!feature) throw new ProviderNotFoundError({ details: `${wallet.name} cannot connect.` })
    let accounts: readonly WalletAccount[]
    try {
      ;({ accounts } = await feature.connect(silent ? { silent: true } : undefined))
    } catch (error) {
      if (silent) return undefined
      const failure = toWalletError(error)
      if (failure instanceof UserRejectedRequestError) throw new UserRejectedRequestError({ cause: error })
      throw failure
    }
    const account = pickAccount(accounts.length ? accounts : wallet.accounts, network)
    if (!account) {
      if (silent) return undefined
      throw new UserRejectedRequestError({ details: 'The wallet returned no account.' })
    }
    registry.set(connector.id, { wallet, account, network })
    return { address: account.address, chainId: network.id }
  }

  /** The embedded wallet's Solana account, from its frame (which holds the key). */
  async function connectEmbedded(connector: Connector, network: CaipNetwork, silent: boolean) {
    const provider = connector.provider
    if (!provider) throw new ProviderNotFoundError({ details: 'The embedded wallet has no provider.' })
    const method = silent ? 'solana_getAccounts' : 'solana_requestAccounts'
    const accounts = (await provider.request({ method })) as { pubkey: string }[]
    const found = accounts[0]?.pubkey
    if (!found) return undefined
    registry.set(connector.id, {
      wallet: undefined,
      account: undefined,
      network,
      embedded: { address: found, provider },
    })
    return { address: found, chainId: network.id }
  }

  async function connectWalletConnect(network: CaipNetwork) {
    const provider = await walletConnectLinkOf(context).load()
    const found = walletConnectSolanaAccount(provider, network.caipNetworkId)
    if (!found) return undefined
    registry.set(WALLET_CONNECT_CONNECTOR_ID, { wallet: undefined, account: undefined, network })
    return { address: found, chainId: network.id }
  }

  async function send(
    connector: Connector,
    network: CaipNetwork,
    from: string,
    to: string,
    amount: bigint,
    mint?: string,
  ) {
    if (registry.get(connector.id)?.network?.caipNetworkId !== network.caipNetworkId) {
      const entry = registry.get(connector.id)
      registry.set(connector.id, { ...entry, wallet: entry?.wallet, account: entry?.account, network })
    }
    const wire = await buildTransferTransaction({ rpc: rpcOf(network), from, to, amount, mint })
    const { requestSolanaWallet } = await import('../requestSolanaWallet.js')
    const { getBase64Decoder } = await import('@solana/kit')
    const { signature } = (await requestSolanaWallet(context, connector.id, {
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: getBase64Decoder().decode(wire),
        sendOptions: { preflightCommitment: 'confirmed' },
      },
    })) as { signature: string }
    return signature
  }

  return {
    async connect({ connector, network }) {
      const target = network?.chainNamespace === 'solana' ? network : firstNetwork()
      if (!target) throw new ProviderNotFoundError({ details: 'No Solana network is configured.' })
      if (connector.type === 'WALLET_CONNECT') {
        const result = await connectWalletConnect(target)
        if (!result)
          throw new UserRejectedRequestError({ details: 'The WalletConnect session has no Solana account.' })
        return result
      }
      if (connector.type === 'AUTH') {
        const result = await connectEmbedded(connector, target, false)
        if (!result) throw new ProviderNotFoundError({ details: 'Log in with your e-mail first.' })
        return result
      }
      return (await connectWalletStandard(connector, target, false)) as {
        address: string
        chainId: string | number
      }
    },
    async reconnect({ connector }) {
      const target = networkOf(connector)
      if (!target) return undefined
      if (connector.type === 'WALLET_CONNECT') return connectWalletConnect(target)
      if (connector.type === 'AUTH') return connectEmbedded(connector, target, true).catch(() => undefined)
      return connectWalletStandard(connector, target, true)
    },
    async disconnect({ connector }) {
      // The embedded wallet signs out in core (its frame ends the session of both namespaces).
      if (connector.type === 'WALLET_CONNECT' || connector.type === 'AUTH') return
      const { wallet } = entryOf(connector)
      registry.set(connector.id, { wallet, account: undefined, network: undefined })
      await featureOf<DisconnectFeature>(wallet, 'standard:disconnect')?.disconnect()
    },
    async switchNetwork({ connector, network }) {
      // Solana wallets take the chain with each request: switching is the widget's choice alone.
      const entry = registry.get(connector.id)
      registry.set(connector.id, { ...entry, wallet: entry?.wallet, account: entry?.account, network })
    },
    async getBalance({ address: owner, network }) {
      const { value } = await rpcOf(network).getBalance(address(owner), { commitment: 'confirmed' }).send()
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
    async signMessage({ connector, message }) {
      const wallet = await solanaWalletBackend(context, connector.id, networkOf(connector))
      try {
        return base58.decode(await wallet.signMessage(new TextEncoder().encode(message)))
      } catch (error) {
        const failure = toWalletError(error)
        if (failure instanceof UserRejectedRequestError)
          throw new UserRejectedRequestError({ shortMessage: 'Signature declined', cause: error })
        throw failure
      }
    },
    sendTransaction({ connector, network, transaction }) {
      return send(connector, network, transaction.from, transaction.to, transaction.value)
    },
    transferToken({ connector, network, address: from, tokenAddress, to, amount }) {
      return send(connector, network, from, to, amount, tokenAddress)
    },
    async getAccountType() {
      return 'eoa'
    },
    async waitForTransactionReceipt({ hash, network, timeout }) {
      const rpc = rpcOf(network)
      const deadline = Date.now() + timeout
      while (Date.now() < deadline) {
        const { value } = await rpc.getSignatureStatuses([hash as Signature]).send()
        const status = value[0]
        if (
          status &&
          (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')
        )
          return { status: status.err ? 'reverted' : 'success' }
        await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
      }
      return undefined
    },
    watchProvider(connector, handlers) {
      if (connector.type === 'WALLET_CONNECT') return () => {}
      if (connector.type === 'AUTH') {
        // The frame says [] when its session ends (signed out, expired): the Solana side goes with it.
        const provider = connector.provider
        const listener = (accounts: readonly string[]) => {
          if (accounts.length === 0) handlers.onAccountsChanged([])
        }
        provider?.on?.('accountsChanged', listener)
        return () => provider?.removeListener?.('accountsChanged', listener)
      }
      const entry = registry.get(connector.id)
      const events = entry?.wallet ? featureOf<EventsFeature>(entry.wallet, 'standard:events') : undefined
      if (!events || !entry?.wallet) return () => {}
      const wallet = entry.wallet
      return events.on('change', ({ accounts }) => {
        if (!accounts) return
        const current = registry.get(connector.id)
        const network = current?.network ?? firstNetwork()
        const account = network ? pickAccount(accounts, network) : accounts[0]
        registry.set(connector.id, { wallet, account, network })
        handlers.onAccountsChanged(account ? [account.address] : [])
      })
    },
  }
}
