import {
  type AdapterContext,
  type AdapterRuntime,
  type CaipNetwork,
  type ConnectionAccount,
  type Connector,
  getAdapterService,
  ProviderNotFoundError,
  TransactionFailedError,
  UserRejectedRequestError,
} from '@latch/core'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  BITCOIN_MAINNET_REFERENCE,
  BITCOIN_REGTEST_REFERENCE,
  BITCOIN_TESTNET_REFERENCE,
  bitcoinAddressNetwork,
  toBitcoinWalletChain,
} from '../bitcoinChains.js'
import { RESTORE_ACCOUNTS, type RestoreAccountsFeature } from '../satsConnect/satsConnectWallet.js'
import { verifyBitcoinMessage } from '../verifyBitcoinMessage.js'
import type {
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from '../walletStandard/bitcoinFeatures.js'
import { bitcoinWalletRegistry } from '../walletStandard/bitcoinWalletRegistry.js'
import { buildBitcoinPayment } from './buildBitcoinPayment.js'
import { createEsplora, type Esplora } from './createEsplora.js'
import {
  type WalletConnectProviderLike,
  walletConnectBitcoinAccount,
  walletConnectBitcoinWallet,
} from './walletConnectBitcoinWallet.js'

type Purpose = 'payment' | 'ordinals'
type ConnectFeature = {
  connect(input: { purposes: Purpose[] }): Promise<{ accounts: readonly WalletAccount[] }>
}
type DisconnectFeature = { disconnect(): Promise<void> }
type EventsFeature = {
  on(
    event: 'change',
    listener: (properties: { accounts?: readonly WalletAccount[]; chains?: readonly string[] }) => void,
  ): () => void
}

const STATUS_POLL_MS = 200
const MAX_STATUS_POLL_MS = 5_000

function featureOf<T>(wallet: Wallet, name: string): T | undefined {
  return (wallet.features as Record<string, unknown>)[name] as T | undefined
}

/** A declined prompt becomes UserRejectedRequestError, anything else TransactionFailedError, with the wallet's words. */
function toWalletError(error: unknown, declined = 'User rejected the request.'): Error {
  if (error instanceof UserRejectedRequestError || error instanceof TransactionFailedError) return error
  const e = error as { code?: unknown; message?: unknown; name?: unknown } | null
  const message = typeof e?.message === 'string' ? e.message.split('\n')[0] : undefined
  if (e?.code === 4001 || /reject|declin|denied|cancel/i.test(String(e?.message ?? e?.name ?? '')))
    return new UserRejectedRequestError({ shortMessage: declined, cause: error })
  return new TransactionFailedError({ shortMessage: message, cause: error })
}

/** Accounts by purpose: the wallet marks ordinals accounts with taproot (`bc1p…`) addresses. */
function pickAccounts(accounts: readonly WalletAccount[], network: CaipNetwork) {
  const chain = toBitcoinWalletChain(network)
  const onChain = accounts.filter((account) => account.chains.length === 0 || account.chains.includes(chain))
  const isTaproot = (account: WalletAccount) => /^(bc|tb|bcrt)1p/.test(account.address)
  return {
    payment: onChain.find((account) => !isTaproot(account)) ?? onChain[0],
    ordinal: onChain.find(isTaproot),
  }
}

/** The CAIP-2 reference of a Wallet Standard Bitcoin chain. */
const referenceOfChain = (chain: string) =>
  chain === 'bitcoin:mainnet'
    ? BITCOIN_MAINNET_REFERENCE
    : chain === 'bitcoin:regtest'
      ? BITCOIN_REGTEST_REFERENCE
      : BITCOIN_TESTNET_REFERENCE

const toHex = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** The payment and ordinal accounts as the connection lists them, when the wallet gave both; undefined otherwise. */
function typedAccounts(picked: {
  payment: WalletAccount | undefined
  ordinal: WalletAccount | undefined
}): ConnectionAccount[] | undefined {
  const { payment, ordinal } = picked
  if (!payment || !ordinal) return undefined
  return [
    { address: payment.address, type: 'payment', publicKey: toHex(payment.publicKey) },
    { address: ordinal.address, type: 'ordinal', publicKey: toHex(ordinal.publicKey) },
  ]
}

/**
 * The bip122 runtime: Wallet Standard Bitcoin wallets (connect with the payment and ordinals purposes, silent
 * reconnect from the wallet's authorised accounts, account changes), balances, fee rates and broadcasts
 * through the network's Esplora API, message signing verified here (BIP-322 or legacy), and sends as a PSBT
 * the wallet signs. Loaded on demand by `bitcoinAdapter()`.
 */
export function createBitcoinRuntime(context: AdapterContext): AdapterRuntime {
  const registry = bitcoinWalletRegistry(context)
  const clients = new Map<string, Esplora>()
  const esploraOf = (network: CaipNetwork) => {
    let client = clients.get(network.caipNetworkId)
    if (!client) {
      client = createEsplora(network)
      clients.set(network.caipNetworkId, client)
    }
    return client
  }
  const firstNetwork = () => context.config.networks.find((n) => n.chainNamespace === 'bip122')
  const networkOf = (connector: Connector) => registry.get(connector.id)?.network ?? firstNetwork()

  function entryOf(connector: Connector) {
    const entry = registry.get(connector.id)
    if (!entry)
      throw new ProviderNotFoundError({ details: `No Bitcoin wallet "${connector.id}" on this page.` })
    return entry
  }

  async function connectWallet(connector: Connector, network: CaipNetwork, silent: boolean) {
    const { wallet } = entryOf(connector)
    let accounts = wallet.accounts
    if (!silent) {
      const feature = featureOf<ConnectFeature>(wallet, 'bitcoin:connect')
      if (!feature) throw new ProviderNotFoundError({ details: `${wallet.name} cannot connect.` })
      try {
        ;({ accounts } = await feature.connect({ purposes: ['payment', 'ordinals'] }))
      } catch (error) {
        throw toWalletError(error)
      }
    }
    const { payment, ordinal } = pickAccounts(accounts, network)
    if (!payment) {
      if (silent) return undefined
      throw new UserRejectedRequestError({ details: 'The wallet returned no account.' })
    }
    registry.set(connector.id, { wallet, account: payment, ordinal, network })
    const typed = typedAccounts({ payment, ordinal })
    return { address: payment.address, chainId: network.id, ...(typed ? { accounts: typed } : {}) }
  }

  /** The WalletConnect session's Bitcoin account on `network` (the eip155 adapter pairs), or undefined. */
  async function connectWalletConnect(connector: Connector, network: CaipNetwork) {
    const link = getAdapterService<{ load(): Promise<WalletConnectProviderLike> }>(context, 'walletConnect')
    if (!link)
      throw new ProviderNotFoundError({
        details: 'Bitcoin over WalletConnect needs `walletConnect` in the config and the eip155 adapter.',
      })
    const provider = await link.load()
    const account = walletConnectBitcoinAccount(provider, network.caipNetworkId)
    if (!account) return undefined
    const wallet = walletConnectBitcoinWallet(
      provider,
      account,
      () => registry.get(connector.id)?.network ?? network,
    )
    registry.set(connector.id, { wallet, account: undefined, ordinal: undefined, network })
    // The session is approved already: reading its addresses asks nothing of the visitor.
    return connectWallet(connector, network, false)
  }

  /** The connected account with that address: the payment one, or the ordinal one the visitor chose. */
  function connectedAccount(connector: Connector, address: string) {
    const entry = entryOf(connector)
    const account = [entry.account, entry.ordinal].find((a) => a !== undefined && a.address === address)
    if (!entry.account || !account)
      throw new ProviderNotFoundError({ details: `${entry.wallet.name} has not connected ${address}.` })
    return { ...entry, account }
  }

  return {
    async connect({ connector, network }) {
      const target = network?.chainNamespace === 'bip122' ? network : firstNetwork()
      if (!target) throw new ProviderNotFoundError({ details: 'No Bitcoin network is configured.' })
      if (connector.type === 'WALLET_CONNECT') {
        const connected = await connectWalletConnect(connector, target)
        if (!connected)
          throw new UserRejectedRequestError({ details: 'The WalletConnect session has no Bitcoin account.' })
        return connected
      }
      return (await connectWallet(connector, target, false)) as { address: string; chainId: string }
    },
    async reconnect({ connector }) {
      const target = networkOf(connector)
      if (connector.type === 'WALLET_CONNECT')
        return target ? connectWalletConnect(connector, target).catch(() => undefined) : undefined
      const entry = registry.get(connector.id)
      if (!target || !entry) return undefined
      // A sats-connect wallet lists no accounts until asked: it tells a granted site without a prompt.
      await featureOf<RestoreAccountsFeature>(entry.wallet, RESTORE_ACCOUNTS)?.restore()
      return connectWallet(connector, target, true)
    },
    async disconnect({ connector }) {
      const { wallet } = entryOf(connector)
      registry.set(connector.id, { wallet, account: undefined, ordinal: undefined, network: undefined })
      await featureOf<DisconnectFeature>(wallet, 'standard:disconnect')?.disconnect()
    },
    async switchNetwork({ connector, network }) {
      // Bitcoin wallets take the chain with each request: switching is the widget's choice alone.
      const entry = entryOf(connector)
      registry.set(connector.id, { ...entry, network })
    },
    async getBalance({ address, network }) {
      const value = await esploraOf(network).balance(address)
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
    async signMessage({ connector, address, message }) {
      const { wallet, account, network } = connectedAccount(connector, address)
      const feature = featureOf<BitcoinSignMessageFeature>(wallet, 'bitcoin:signMessage')
      if (!feature) throw new ProviderNotFoundError({ details: `${wallet.name} cannot sign messages.` })
      let signature: string
      try {
        const [result] = await feature.signMessage({ account, message: new TextEncoder().encode(message) })
        if (!result) throw new Error('The wallet returned no signature.')
        signature = base64.encode(result.signature)
      } catch (error) {
        throw toWalletError(error, 'Signature declined')
      }
      const target = network ?? firstNetwork()
      if (
        !target ||
        !verifyBitcoinMessage({
          address: account.address,
          message,
          signature,
          network: bitcoinAddressNetwork(target),
        })
      )
        throw new TransactionFailedError({
          shortMessage: 'The wallet’s signature does not match the account.',
        })
      return signature
    },
    async sendTransaction({ connector, network, transaction }) {
      const { wallet, account } = connectedAccount(connector, transaction.from)
      const feature = featureOf<BitcoinSignTransactionFeature>(wallet, 'bitcoin:signTransaction')
      if (!feature) throw new ProviderNotFoundError({ details: `${wallet.name} cannot sign transactions.` })
      const esplora = esploraOf(network)
      const [utxos, feeRate] = await Promise.all([esplora.utxos(account.address), esplora.feeRate()])
      const unsigned = buildBitcoinPayment({
        from: account.address,
        publicKey: toHex(account.publicKey),
        to: transaction.to,
        amount: transaction.value,
        feeRate,
        utxos,
        network: bitcoinAddressNetwork(network),
      })
      let signed: Transaction
      try {
        const [result] = await feature.signTransaction({
          psbt: unsigned.toPSBT(),
          inputsToSign: [
            { account, signingIndexes: Array.from({ length: unsigned.inputsLength }, (_, index) => index) },
          ],
          chain: toBitcoinWalletChain(network),
        })
        if (!result) throw new Error('The wallet returned no transaction.')
        signed = Transaction.fromPSBT(result.signedPsbt)
        signed.finalize()
      } catch (error) {
        throw toWalletError(error)
      }
      try {
        return await esplora.broadcast(signed.hex)
      } catch (error) {
        throw new TransactionFailedError({ shortMessage: (error as Error).message, cause: error })
      }
    },
    async waitForTransactionReceipt({ hash, network, timeout }) {
      const esplora = esploraOf(network)
      const deadline = Date.now() + timeout
      // Blocks come every ten minutes or so (at once on regtest): asked often at first, then less.
      let pause = STATUS_POLL_MS
      while (Date.now() < deadline) {
        // Mined into a block: Bitcoin has no reverts, a transaction in a block is sent.
        if ((await esplora.status(hash))?.confirmed) return { status: 'success' }
        await new Promise((resolve) => setTimeout(resolve, Math.min(pause, deadline - Date.now())))
        pause = Math.min(pause * 2, MAX_STATUS_POLL_MS)
      }
      return undefined
    },
    watchProvider(connector, handlers) {
      const entry = registry.get(connector.id)
      const events = entry ? featureOf<EventsFeature>(entry.wallet, 'standard:events') : undefined
      if (!events || !entry) return () => {}
      const wallet = entry.wallet
      return events.on('change', ({ accounts, chains }) => {
        const current = registry.get(connector.id)
        let network = current?.network ?? firstNetwork()
        // A wallet that chooses its network itself (sats-connect) moved to another: the widget follows it.
        const chain = chains?.length === 1 ? chains[0] : undefined
        if (chain && (!network || toBitcoinWalletChain(network) !== chain)) {
          const configured = context.config.networks.find(
            (n) => n.chainNamespace === 'bip122' && toBitcoinWalletChain(n) === chain,
          )
          network = configured ?? network
          handlers.onChainChanged(configured?.id ?? referenceOfChain(chain))
        }
        if (!accounts) {
          if (current) registry.set(connector.id, { ...current, network })
          return
        }
        const picked = network
          ? pickAccounts(accounts, network)
          : { payment: accounts[0], ordinal: undefined }
        registry.set(connector.id, { wallet, account: picked.payment, ordinal: picked.ordinal, network })
        handlers.onAccountsChanged(picked.payment ? [picked.payment.address] : [], typedAccounts(picked))
      })
    },
  }
}
