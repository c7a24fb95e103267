import { randomBytes } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import type { CoreTypes } from '@walletconnect/types'
import type { WalletConnectTestWalletClient } from './walletConnectTestWalletTypes.js'

export type OpenSignClientParameters = {
  relayUrl: string
  projectId: string
  metadata: CoreTypes.Metadata
  storagePrefix?: string | undefined
  logLevel?: string | undefined
}

/**
 * The wallet-side sign-client of a WalletConnect test wallet, on the dApp's relay, its storage in memory and apart
 * from every other wallet's in the process.
 */
export async function openSignClient(
  parameters: OpenSignClientParameters,
): Promise<WalletConnectTestWalletClient> {
  const client = await SignClient.init({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    metadata: parameters.metadata,
    telemetryEnabled: false,
    // Clients with one prefix share one core in a process; a fresh prefix and memory storage keep wallets apart.
    customStoragePrefix: parameters.storagePrefix ?? `latch-test-wallet-${randomBytes(6).toString('hex')}`,
    storageOptions: { database: ':memory:' },
    logger: parameters.logLevel ?? 'silent',
    // Answer requests as they come, so a delayed prompt does not hold the next request back.
    signConfig: { disableRequestQueue: true },
  })
  // Verify looks the dApp's origin up on verify.walletconnect.org (and waits for its public key forever when
  // that host is unreachable); its URL cannot be changed. The wallet skips the lookup, as Verify does in its
  // own test mode, and reports every dApp as UNKNOWN.
  client.core.verify.resolve = async () => undefined as unknown as { origin: string; isScam?: boolean }
  return client
}
