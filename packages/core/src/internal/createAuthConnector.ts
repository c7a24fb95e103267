import { CONNECTOR_IDS } from '../constants.js'
import type { Connector, Eip1193Provider, Latch } from '../types.js'
import { loadFrameClient } from './loadFrameClient.js'

/**
 * The embedded wallet's connectors (type AUTH, id ID_AUTH) when e-mail or a social login is on and an eip155 adapter
 * exists: the eip155 one, and one for each other configured namespace whose profile says the embedded wallet holds
 * an account there (Solana's; auth connectors serve them all and merge into one AUTH entry). Their provider is a
 * light stand-in: the first request loads the frame client, which answers it; events are kept here until then, so
 * the adapter can listen before anything loads.
 */
export function createAuthConnector(latch: Latch): Connector[] {
  const { features, adapters } = latch.config
  // The dApp's logins count here (`getConfiguredLoginMethods`), whatever the server offers: a session made with
  // one is restored through this connector.
  const socials = Array.isArray(features.socials) && features.socials.length > 0
  if (!(features.email || socials)) return []
  if (!adapters.some((a) => a.namespace === 'eip155')) return []
  const listeners = latch.internal.authListeners
  const provider: Eip1193Provider = {
    request: (args) => loadFrameClient(latch).then((client) => client.providerRequest(args)),
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  const others = adapters.filter((a) => a.namespace !== 'eip155' && a.profile?.features.embeddedWallet)
  return ['eip155', ...others.map((a) => a.namespace)].map(
    (chain): Connector => ({
      id: CONNECTOR_IDS.auth,
      name: 'Email',
      type: 'AUTH',
      chain,
      provider,
    }),
  )
}
