import { sessionNamespaces } from '../walletConnectNamespaces.js'
import { acknowledgeTimeout, withTimeout } from './walletConnectResponses.js'
import { activeAccount, activeSessions, type WalletConnectWalletState } from './walletConnectState.js'

/** Sends a session event (`chainChanged`, `accountsChanged`) on the current chain to every active session. */
export async function emitSessionEvent(
  state: WalletConnectWalletState,
  name: string,
  data: unknown,
): Promise<void> {
  await Promise.all(
    activeSessions(state).map((session) =>
      state.client
        .emit({ topic: session.topic, event: { name, data }, chainId: `eip155:${state.chainId}` })
        .catch(() => {}),
    ),
  )
}

/** Offers every known chain and the active account in each session (after a chain is added or an account picked). */
export async function updateSessions(state: WalletConnectWalletState): Promise<void> {
  await Promise.all(
    activeSessions(state).map(async (session) => {
      const { eip155, ...others } = session.namespaces
      // The session's Solana, Bitcoin and Polkadot namespaces stay as approved: the update changes eip155 only.
      const { acknowledged } = await state.client.update({
        topic: session.topic,
        namespaces: {
          ...sessionNamespaces({
            chainIds: [...state.chains.keys()],
            address: activeAccount(state).address,
            methods: eip155?.methods ?? [],
          }),
          ...others,
        },
      })
      await withTimeout(acknowledged(), acknowledgeTimeout).catch(() => {})
    }),
  )
}

/** Makes `id` the current chain; every session gets `chainChanged`. */
export async function setChain(state: WalletConnectWalletState, id: number): Promise<void> {
  if (id === state.chainId) return
  state.chainId = id
  await emitSessionEvent(state, 'chainChanged', id)
}
