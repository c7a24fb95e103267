import type { WalletConnectWalletState } from './walletConnectState.js'
import type { WalletConnectTestWalletRequest } from './walletConnectTestWalletTypes.js'

/**
 * Pairs with a dApp's `wc:` URI and resolves with the pairing's first request (its session proposal or one-click
 * sign-in) once answered; rejects when the URI is no WalletConnect v2 pairing, cannot be paired (expired or used),
 * or nothing is answered within `timeout` ms.
 */
export async function pairWithDapp(
  state: WalletConnectWalletState,
  uri: string,
  options: { timeout?: number } = {},
): Promise<WalletConnectTestWalletRequest> {
  const topic = /^wc:([0-9a-f]{64})@2/.exec(uri)?.[1]
  if (!topic) throw new Error(`Not a WalletConnect v2 pairing URI: "${uri}".`)
  const timeout = options.timeout ?? 10_000
  let stop = () => {}
  const proposal = new Promise<WalletConnectTestWalletRequest>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(
        new Error(
          `No session proposal was answered within ${timeout} ms of pairing. Are the dApp and the wallet on the same relay (${state.relayUrl})?`,
        ),
      )
    }, timeout)
    const unsubscribe = state.log.subscribe((entry) => {
      const first = entry.method === 'session_proposal' || entry.method === 'session_authenticate'
      if (!first || entry.topic !== topic || entry.outcome === 'pending') return
      stop()
      resolve(entry)
    })
    stop = () => {
      clearTimeout(timer)
      unsubscribe()
    }
  })
  try {
    await state.client.pair({ uri })
  } catch (error) {
    // An expired or already used URI: nothing will arrive.
    stop()
    throw error
  }
  return proposal
}
