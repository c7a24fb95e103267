import type { TestWalletChain } from '../testWallet.js'
import { sdkErrors } from '../walletConnectNamespaces.js'
import { answerSessionAuthenticate } from './answerSessionAuthenticate.js'
import { answerSessionProposal } from './answerSessionProposal.js'
import { answerSessionRequest } from './answerSessionRequest.js'
import { pairWithDapp } from './pairWithDapp.js'
import { emitSessionEvent, setChain, updateSessions } from './sessionUpdates.js'
import { activeAccount, activeSessions, createWalletConnectState } from './walletConnectState.js'
import type {
  CreateWalletConnectTestWalletParameters,
  WalletConnectTestWallet,
} from './walletConnectTestWalletTypes.js'

export type {
  CreateWalletConnectTestWalletParameters,
  WalletConnectTestWallet,
  WalletConnectTestWalletClient,
  WalletConnectTestWalletRequest,
} from './walletConnectTestWalletTypes.js'

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
  const state = await createWalletConnectState(parameters)
  const { client, log } = state
  client.on('session_proposal', (proposal) => void answerSessionProposal(state, proposal))
  client.on('session_authenticate', (request) => void answerSessionAuthenticate(state, request))
  client.on('session_request', (request) => void answerSessionRequest(state, request))

  const wallet: WalletConnectTestWallet = {
    get address() {
      return activeAccount(state).address
    },
    get accounts() {
      return state.accounts.map((a) => a.address)
    },
    addressOn: (namespace) => state.sides.find((side) => side.namespace === namespace)?.address,
    get chainId() {
      return state.chainId
    },
    get chains(): TestWalletChain[] {
      return [...state.chains.values()].map((chain) => ({ ...chain }))
    },
    get sessions() {
      return activeSessions(state)
    },
    metadata: state.metadata,
    requests: log.requests,
    addedChains: state.addedChains,
    client,
    pair: (uri, options) => pairWithDapp(state, uri, options),
    on(method, mode) {
      state.prompts.modes.set(method, mode)
      return wallet
    },
    waitForRequest: log.waitForRequest,
    clearRequests: log.clear,
    async switchChain(id) {
      if (!state.chains.has(id)) throw new Error(`The wallet does not know chain ${id}.`)
      await setChain(state, id)
    },
    async switchAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= state.accounts.length)
        throw new Error(`No account ${index}: the wallet has ${state.accounts.length}.`)
      if (index === state.accountIndex) return
      state.accountIndex = index
      await updateSessions(state)
      await emitSessionEvent(state, 'accountsChanged', [activeAccount(state).address])
    },
    async disconnect(topic) {
      const sessions = activeSessions(state).filter(
        (session) => topic === undefined || session.topic === topic,
      )
      await Promise.all(
        sessions.map((session) =>
          client.disconnect({ topic: session.topic, reason: sdkErrors.USER_DISCONNECTED }),
        ),
      )
    },
    async close() {
      await client.core.relayer.transportClose().catch(() => {})
      client.core.heartbeat.stop()
      await Promise.all(state.sides.map((side) => side.close?.()))
    },
  }
  return wallet
}
