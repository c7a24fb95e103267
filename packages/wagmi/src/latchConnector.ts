import {
  disconnect,
  type Eip1193Provider,
  getWalletProvider,
  type Latch,
  type LatchState,
  openModal,
  switchNetwork,
} from '@latch/core'
import { type Address, getAddress, SwitchChainError, UserRejectedRequestError } from 'viem'
import { createConnector } from 'wagmi'

/** The Latch connector's id in wagmi (`useConnectors()`, `connect({ connector })`, storage). */
export const LATCH_CONNECTOR_ID = 'latch'

type Account = { accounts: readonly Address[]; chainId: number }

/** The eip155 account Latch has connected, as wagmi counts it; undefined without one. */
function accountOf(state: LatchState): Account | undefined {
  const connection = state.connections.find((c) => c.namespace === 'eip155')
  if (!connection) return undefined
  return {
    accounts: [getAddress(connection.address)],
    chainId: Number(connection.caipNetworkId.split(':')[1]),
  }
}

/**
 * The wallet the visitor connected through Latch (a browser extension, a WalletConnect app or the embedded
 * wallet) as one wagmi connector, on wagmi 2 and 3 alike (their connector contract is the same). Latch stays
 * the source of truth: wagmi's `connect` opens the Latch modal, `disconnect` and `switchChain` go through
 * Latch, and a connection, account or network changed in the modal reaches wagmi as the connector's events.
 * Requests go to the connected wallet's own provider.
 *
 * @example
 * createConfig({ chains, transports, connectors: [latchConnector(latch)] })
 */
export function latchConnector(latch: Latch) {
  let unsubscribe: (() => void) | undefined

  // wagmi asks for a provider before it asks anything else; this one stays the same while the wallet behind
  // it changes, and answers with the wallet that is connected at the time of each request.
  const provider: Eip1193Provider = {
    request(args) {
      const wallet = getWalletProvider(latch.store.getState(), { namespace: 'eip155' })
      if (!wallet) return Promise.reject(new UserRejectedRequestError(new Error('No wallet is connected')))
      return wallet.request(args)
    },
  }

  /** Resolves once Latch's silent reconnect on load has ended either way. */
  const settled = () =>
    new Promise<void>((resolve) => {
      if (latch.store.getState().status !== 'reconnecting') return resolve()
      const stop = latch.store.subscribe((state) => {
        if (state.status === 'reconnecting') return
        stop()
        resolve()
      })
    })

  return createConnector<Eip1193Provider>((config) => ({
    id: LATCH_CONNECTOR_ID,
    name: 'Latch',
    type: 'latch',

    async setup() {
      let last = accountOf(latch.store.getState())
      unsubscribe?.()
      unsubscribe = latch.store.subscribe((state) => {
        const next = accountOf(state)
        const previous = last
        last = next
        if (!previous && next) config.emitter.emit('connect', next)
        else if (previous && !next) config.emitter.emit('disconnect')
        else if (previous && next) {
          const accountChanged = previous.accounts[0] !== next.accounts[0]
          const chainChanged = previous.chainId !== next.chainId
          if (accountChanged || chainChanged)
            config.emitter.emit('change', {
              ...(accountChanged ? { accounts: next.accounts } : {}),
              ...(chainChanged ? { chainId: next.chainId } : {}),
            })
        }
      })
    },

    async connect({ chainId, isReconnecting } = {}) {
      await settled()
      let account = accountOf(latch.store.getState())
      if (!account) {
        if (isReconnecting) throw new UserRejectedRequestError(new Error('Not connected in Latch'))
        account = await new Promise<Account>((resolve, reject) => {
          const stop = latch.store.subscribe((state) => {
            const connected = accountOf(state)
            if (connected) {
              stop()
              resolve(connected)
            } else if (!state.modal.open) {
              stop()
              reject(
                new UserRejectedRequestError(new Error('The Latch modal was closed without a connection')),
              )
            }
          })
          openModal(latch, { view: 'Connect' })
        })
      }
      if (chainId !== undefined && chainId !== account.chainId) {
        const chain = await this.switchChain?.({ chainId })
        if (chain) account = { ...account, chainId: chain.id }
      }
      // Plain addresses on wagmi 2 and 3 alike: where a dApp asks `connect({ withCapabilities: true })`, wagmi's
      // own connect action wraps each address as `{ address, capabilities: {} }` (both majors), so the
      // connector has no version to tell apart. Its result type widens with that flag, hence the cast.
      return account as never
    },

    async disconnect() {
      if (accountOf(latch.store.getState())) await disconnect(latch, { namespace: 'eip155' })
    },

    async getAccounts() {
      return accountOf(latch.store.getState())?.accounts ?? []
    },

    async getChainId() {
      const account = accountOf(latch.store.getState())
      if (account) return account.chainId
      const active = latch.store.getState().activeCaipNetworkId
      return active.startsWith('eip155:') ? Number(active.split(':')[1]) : (config.chains[0]?.id ?? 1)
    },

    async getProvider() {
      return provider
    },

    async isAuthorized() {
      await settled()
      return accountOf(latch.store.getState()) !== undefined
    },

    async switchChain({ chainId }) {
      const chain = config.chains.find((c) => c.id === chainId)
      if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured`))
      try {
        await switchNetwork(latch, { caipNetworkId: `eip155:${chainId}` })
      } catch (error) {
        throw new SwitchChainError(error as Error)
      }
      return chain
    },

    // Latch's own store carries the wallet's events (see `setup`): the provider's are not listened to twice.
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))
}
