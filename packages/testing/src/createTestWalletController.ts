import { type Address, numberToHex } from 'viem'
import { answerInjectedRequest } from './injected/answerInjectedRequest.js'
import {
  accountsChanged,
  activeAccount,
  type CreateInjectedWalletStateParameters,
  createInjectedWalletState,
  setChain,
} from './injected/injectedWalletState.js'
import { authorize } from './injected/sitePermissions.js'
import type { BindingMessage, BindingReply } from './injectedProvider.js'
import type {
  AddEthereumChainParameter,
  TestWalletAccountSource,
  TestWalletChain,
  TestWalletMode,
  TestWalletRequest,
} from './testWallet.js'
import { toAccount } from './toAccount.js'

export type { EmitToPage } from './injected/injectedWalletState.js'
export type CreateTestWalletControllerParameters = CreateInjectedWalletStateParameters

/**
 * The wallet's state and its answers to every EIP-1193 request, independent of the browser: the Playwright
 * binding feeds it the page's requests and `emit` carries its events back into the page.
 */
export function createTestWalletController(parameters: CreateTestWalletControllerParameters) {
  const state = createInjectedWalletState(parameters)
  const { log } = state

  return {
    /** Answers one request from the page; never throws. */
    async handle(message: BindingMessage): Promise<BindingReply> {
      if (message.internal) return { result: numberToHex(state.chainId) }
      const { method, params, origin } = message
      return log.answer({ method, params, origin, outcome: 'pending' }, () =>
        answerInjectedRequest(state, method, params, origin),
      )
    },
    get address(): Address {
      return activeAccount(state).address
    },
    get accounts(): Address[] {
      return state.accounts.map((a) => a.address)
    },
    get chainId() {
      return state.chainId
    },
    get chains(): TestWalletChain[] {
      return [...state.chains.values()].map((chain) => ({ ...chain }))
    },
    requests: log.requests as readonly TestWalletRequest[],
    addedChains: state.addedChains as readonly AddEthereumChainParameter[],
    setMode(method: string, mode: TestWalletMode) {
      state.prompts.modes.set(method, mode)
    },
    setRefuseChainSwitch(refuse: boolean) {
      state.refuseChainSwitch = refuse
    },
    forgetChain(id: number) {
      if (id === state.chainId)
        throw new Error(`Chain ${id} is the wallet's current chain; switch away first.`)
      const chain = state.chains.get(id)
      if (chain) state.forgotten.set(id, chain)
      state.chains.delete(id)
    },
    async setAccounts(sources: readonly TestWalletAccountSource[]) {
      if (sources.length === 0) throw new Error('A test wallet needs at least one account.')
      const before = activeAccount(state).address
      state.accounts = sources.map(toAccount)
      state.accountIndex = 0
      if (activeAccount(state).address !== before) await accountsChanged(state)
    },
    async switchAccount(index: number) {
      if (!Number.isInteger(index) || index < 0 || index >= state.accounts.length)
        throw new Error(`No account ${index}: the wallet has ${state.accounts.length}.`)
      if (index === state.accountIndex) return
      state.accountIndex = index
      await accountsChanged(state)
    },
    async switchChain(id: number) {
      if (!state.chains.has(id)) throw new Error(`The wallet does not know chain ${id}.`)
      await setChain(state, id)
    },
    authorize: (origin: string) => authorize(state, origin),
    isAuthorized(origin: string) {
      return state.authorized.has(origin)
    },
    async disconnect() {
      const origins = [...state.authorized.keys()]
      state.authorized.clear()
      if (origins.length) await state.emit('accountsChanged', [], origins)
    },
    onRequest: log.subscribe,
    clearRequests: log.clear,
  }
}

export type TestWalletController = ReturnType<typeof createTestWalletController>
