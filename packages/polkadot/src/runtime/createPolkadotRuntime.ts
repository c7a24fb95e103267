import {
  type AdapterContext,
  type AdapterRuntime,
  type CaipNetwork,
  type ConnectionAccount,
  type Connector,
  getAdapterService,
  InvalidAddressError,
  ProviderNotFoundError,
  TransactionFailedError,
  UserRejectedRequestError,
} from '@latch/core'
import { stringToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import type { InjectedAccount } from '../injected/injectedWeb3.js'
import { polkadotWalletRegistry } from '../injected/polkadotWalletRegistry.js'
import { isPolkadotAddress } from './polkadotAddress.js'
import {
  type WalletConnectProviderLike,
  walletConnectPolkadotAccount,
  walletConnectPolkadotExtension,
} from './walletConnectPolkadotExtension.js'

type ApiPromise = import('@polkadot/api').ApiPromise
type ApiOptions = import('@polkadot/api/types').ApiOptions

/** A declined prompt becomes UserRejectedRequestError, anything else TransactionFailedError, with the wallet's words. */
function toWalletError(error: unknown, declined = 'User rejected the request.'): Error {
  if (error instanceof UserRejectedRequestError || error instanceof TransactionFailedError) return error
  const e = error as { code?: unknown; message?: unknown } | null
  const message = typeof e?.message === 'string' ? e.message.split('\n')[0] : String(error)
  if (e?.code === 4001 || /reject|declin|denied|cancel/i.test(message ?? ''))
    return new UserRejectedRequestError({ shortMessage: declined, cause: error })
  return new TransactionFailedError({ shortMessage: message, cause: error })
}

/** The accounts the extension offers for the network (those without a chain, or on this chain's genesis). */
function accountsOn(accounts: readonly InjectedAccount[], network: CaipNetwork) {
  return accounts.filter(
    (account) =>
      account.type !== 'ethereum' &&
      (!account.genesisHash || account.genesisHash.replace(/^0x/, '').startsWith(String(network.id))),
  )
}

/** A wallet's accounts as the connection lists them, when there is a choice (more than one). */
function connectionAccounts(accounts: readonly InjectedAccount[]): ConnectionAccount[] | undefined {
  if (accounts.length < 2) return undefined
  return accounts.map((account) => ({
    address: account.address,
    type: 'eoa',
    ...(account.name ? { name: account.name } : {}),
  }))
}

/** The node endpoint of a network: its WebSocket URL, else its HTTP URL with a ws scheme. */
function endpointOf(network: CaipNetwork): string {
  const url = network.rpcUrls.default.webSocket?.[0] ?? network.rpcUrls.default.http[0]
  if (!url) throw new ProviderNotFoundError({ details: `${network.name} has no RPC URL.` })
  return url.replace(/^http/, 'ws')
}

/**
 * The Polkadot runtime: extension wallets through `injectedWeb3` (`enable`, the first account by default,
 * silent reconnect for a site the extension approved, account changes) and the WalletConnect session's Polkadot
 * account (`polkadot_signMessage`, `polkadot_signTransaction`), messages signed with `signRaw` and
 * verified here with `@polkadot/util-crypto`, and balances and transfers (`balances.transferKeepAlive`, signed
 * by the extension's `signPayload`) through `@polkadot/api`, which loads only when the chain is read. Loaded on
 * demand by `polkadotAdapter()`.
 */
export function createPolkadotRuntime(context: AdapterContext): AdapterRuntime {
  const registry = polkadotWalletRegistry(context)
  const apis = new Map<string, Promise<ApiPromise>>()
  /** Each send's inclusion in a block, by extrinsic hash, for `waitForTransactionReceipt`. */
  const inclusions = new Map<string, Promise<'success' | 'reverted'>>()
  const apiOf = (network: CaipNetwork) => {
    let api = apis.get(network.caipNetworkId)
    if (!api) {
      api = import('@polkadot/api').then(({ ApiPromise, WsProvider }) =>
        ApiPromise.create({
          // WsProvider's optional fields are typed without exactOptionalPropertyTypes; it is the provider ApiPromise takes.
          provider: new WsProvider(endpointOf(network)) as unknown as NonNullable<ApiOptions['provider']>,
          noInitWarn: true,
        }),
      )
      api.catch(() => apis.delete(network.caipNetworkId))
      apis.set(network.caipNetworkId, api)
    }
    return api
  }
  const firstNetwork = () => context.config.networks.find((n) => n.chainNamespace === 'polkadot')
  const originName = () =>
    context.config.metadata?.name ?? (typeof location === 'undefined' ? 'Latch' : location.host)

  function entryOf(connector: Connector) {
    const entry = registry.get(connector.id)
    if (!entry)
      throw new ProviderNotFoundError({ details: `No Polkadot extension "${connector.id}" on this page.` })
    return entry
  }

  /** The connected extension and its account `address` (one it offered), else its default account. */
  function connectedAccount(connector: Connector, address?: string) {
    const entry = entryOf(connector)
    const account = entry.accounts?.find((a) => a.address === address) ?? entry.account
    if (!entry.extension || !account)
      throw new ProviderNotFoundError({ details: `${connector.name} is not connected.` })
    return { ...entry, extension: entry.extension, account }
  }

  async function connectExtension(connector: Connector, network: CaipNetwork, silent: boolean) {
    const entry = entryOf(connector)
    let accounts: InjectedAccount[]
    let extension: NonNullable<typeof entry.extension>
    try {
      // An extension answers `enable` without a prompt for a site it approved before.
      extension = await entry.provider.enable(originName())
      accounts = await extension.accounts.get()
    } catch (error) {
      if (silent) return undefined
      throw toWalletError(error)
    }
    const usable = accountsOn(accounts, network)
    const account = usable[0]
    if (!account) {
      if (silent) return undefined
      throw new UserRejectedRequestError({ details: 'The wallet returned no account.' })
    }
    registry.set(connector.id, { provider: entry.provider, extension, account, accounts: usable, network })
    // The node's metadata takes a moment to load and decode: begin now, the balance is asked for next.
    void apiOf(network).catch(() => {})
    const choice = connectionAccounts(usable)
    return { address: account.address, chainId: network.id, ...(choice ? { accounts: choice } : {}) }
  }

  /** The WalletConnect session's Polkadot account on `network` (the eip155 adapter pairs), or undefined. */
  async function connectWalletConnect(connector: Connector, network: CaipNetwork) {
    const link = getAdapterService<{ load(): Promise<WalletConnectProviderLike> }>(context, 'walletConnect')
    if (!link)
      throw new ProviderNotFoundError({
        details: 'Polkadot over WalletConnect needs `walletConnect` in the config and the eip155 adapter.',
      })
    const provider = await link.load()
    const account = walletConnectPolkadotAccount(provider, network.caipNetworkId)
    if (!account) return undefined
    const extension = walletConnectPolkadotExtension(
      provider,
      account,
      () => registry.get(connector.id)?.network ?? network,
    )
    registry.set(connector.id, {
      provider: { enable: async () => extension },
      extension: undefined,
      account: undefined,
      network,
    })
    // The session is approved already: reading its account asks nothing of the visitor.
    return connectExtension(connector, network, true)
  }

  return {
    async connect({ connector, network }) {
      const target = network?.chainNamespace === 'polkadot' ? network : firstNetwork()
      if (!target) throw new ProviderNotFoundError({ details: 'No Polkadot network is configured.' })
      if (connector.type === 'WALLET_CONNECT') {
        const connected = await connectWalletConnect(connector, target)
        if (!connected)
          throw new UserRejectedRequestError({
            details: 'The WalletConnect session has no Polkadot account.',
          })
        return connected
      }
      return (await connectExtension(connector, target, false)) as { address: string; chainId: string }
    },
    async reconnect({ connector }) {
      const target = registry.get(connector.id)?.network ?? firstNetwork()
      if (connector.type === 'WALLET_CONNECT')
        return target ? connectWalletConnect(connector, target).catch(() => undefined) : undefined
      if (!target || !registry.get(connector.id)) return undefined
      return connectExtension(connector, target, true)
    },
    async disconnect({ connector }) {
      // Extensions have no disconnect: the site forgets the account; the extension keeps its approval.
      const { provider } = entryOf(connector)
      registry.set(connector.id, { provider, extension: undefined, account: undefined, network: undefined })
    },
    async switchNetwork({ connector, network }) {
      const entry = entryOf(connector)
      registry.set(connector.id, { ...entry, network })
    },
    async getBalance({ address, network }) {
      const api = await apiOf(network)
      const { data } = await api.query.system.account(address)
      return {
        value: data.free.toBigInt(),
        decimals: api.registry.chainDecimals[0] ?? network.nativeCurrency.decimals,
        symbol: api.registry.chainTokens[0] ?? network.nativeCurrency.symbol,
      }
    },
    async signMessage({ connector, address, message }) {
      const { extension, account } = connectedAccount(connector, address)
      if (!extension.signer.signRaw)
        throw new ProviderNotFoundError({ details: `${connector.name} cannot sign messages.` })
      let signature: string
      try {
        ;({ signature } = await extension.signer.signRaw({
          address: account.address,
          data: stringToHex(message),
          type: 'bytes',
        }))
      } catch (error) {
        throw toWalletError(error, 'Signature declined')
      }
      // Extensions sign the bytes wrapped in <Bytes>…</Bytes>, so a signed message can never be a transaction.
      await cryptoWaitReady()
      if (!signatureVerify(u8aWrapBytes(message), signature, account.address).isValid)
        throw new TransactionFailedError({
          shortMessage: 'The wallet’s signature does not match the account.',
        })
      return signature
    },
    async sendTransaction({ connector, network, transaction }) {
      const { extension, account } = connectedAccount(connector, transaction.from)
      if (!extension.signer.signPayload)
        throw new ProviderNotFoundError({ details: `${connector.name} cannot sign transactions.` })
      const api = await apiOf(network)
      const ss58Format = api.registry.chainSS58 ?? api.consts.system.ss58Prefix.toNumber()
      if (!isPolkadotAddress(transaction.to, ss58Format))
        throw new InvalidAddressError({ address: transaction.to })
      const extrinsic = api.tx.balances.transferKeepAlive(transaction.to, transaction.value)
      let settle: (status: 'success' | 'reverted') => void = () => {}
      const included = new Promise<'success' | 'reverted'>((resolve) => {
        settle = resolve
      })
      try {
        const unsubscribe = await extrinsic.signAndSend(
          account.address,
          { signer: extension.signer as never },
          (result) => {
            if (!result.status.isInBlock && !result.status.isFinalized) return
            settle(result.dispatchError ? 'reverted' : 'success')
            unsubscribe()
          },
        )
      } catch (error) {
        throw toWalletError(error)
      }
      const hash = extrinsic.hash.toHex()
      inclusions.set(hash, included)
      return hash
    },
    async waitForTransactionReceipt({ hash, timeout }) {
      const included = inclusions.get(hash)
      if (!included) return undefined
      let timer: ReturnType<typeof setTimeout> | undefined
      const status = await Promise.race([
        included,
        new Promise<undefined>((resolve) => {
          timer = setTimeout(() => resolve(undefined), timeout)
        }),
      ])
      clearTimeout(timer)
      if (status) inclusions.delete(hash)
      return status ? { status } : undefined
    },
    watchProvider(connector, handlers) {
      const extension = registry.get(connector.id)?.extension
      if (!extension) return () => {}
      return extension.accounts.subscribe((accounts) => {
        const current = registry.get(connector.id)
        if (!current?.extension) return
        const network = current.network ?? firstNetwork()
        const usable = network ? accountsOn(accounts, network) : accounts
        const kept = usable.find((a) => a.address === current.account?.address)
        const account = kept ?? usable[0]
        const same = (a: readonly InjectedAccount[] = []) => a.map((x) => x.address).join()
        if (account?.address === current.account?.address && same(usable) === same(current.accounts)) return
        registry.set(connector.id, { ...current, account, accounts: usable })
        handlers.onAccountsChanged(account ? [account.address] : [], connectionAccounts(usable))
      })
    },
  }
}
