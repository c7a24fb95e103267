import type { ChainNamespace, Connection, Latch } from '../../types.js'
import type { applyConnection } from '../applyConnection.js'
import { loadRuntime } from '../loadRuntime.js'
import { waitForConnector } from '../waitForConnector.js'

/**
 * How a restored wallet's connection is stored and followed: `applyConnection`, handed in by the caller, since a
 * connection it follows can end in handing over to the next wallet, which lands here again.
 */
export type ApplyConnection = typeof applyConnection

/**
 * Makes a wallet that is still connected the namespace's active one without a prompt: its connector's silent
 * reconnect (eth_accounts and the like), then the connection stored and followed. A wallet that no longer
 * answers (its connector gone, no authorised account, an error) leaves the list of connected wallets; the
 * active one then stays as it was. Resolves whether it became active.
 */
export async function activateConnection(
  latch: Latch,
  connection: Connection,
  { park, apply }: { park: boolean; apply: ApplyConnection },
): Promise<boolean> {
  const { namespace, id } = connection
  const result = await Promise.all([waitForConnector(latch, id, namespace), loadRuntime(latch, namespace)])
    .then(async ([connector, runtime]) => {
      const restored = connector ? await runtime.reconnect({ connector }) : undefined
      return connector && restored ? { connector, restored } : undefined
    })
    .catch(() => undefined)
  forgetInactive(latch, connection)
  if (!result) return false
  const { connector, restored } = result
  await apply(latch, {
    connector,
    namespace,
    address: restored.address,
    chainId: restored.chainId,
    wallet:
      restored.wallet ?? (connection.name ? { name: connection.name, icon: connection.icon } : undefined),
    accounts: restored.accounts,
    park,
  })
  return true
}

/** Drops a wallet from the inactive ones (it became active, or no longer answers). */
export function forgetInactive(latch: Latch, connection: Pick<Connection, 'id' | 'namespace'>): void {
  latch.store.setState((state) => ({
    inactiveConnections: state.inactiveConnections.filter(
      (c) => !(c.id === connection.id && c.namespace === connection.namespace),
    ),
  }))
}

/**
 * The namespace's wallets parked most recently first, until one answers and becomes active (nothing parked:
 * the namespace had no active one left). Resolves whether one did.
 */
export async function activateNextConnection(
  latch: Latch,
  namespace: ChainNamespace,
  apply: ApplyConnection,
): Promise<boolean> {
  for (;;) {
    const next = latch.store.getState().inactiveConnections.find((c) => c.namespace === namespace)
    if (!next) return false
    if (await activateConnection(latch, next, { park: false, apply })) return true
  }
}
