import type { SIWXNamespace } from '@latch/core'

/**
 * Sign-in with a Bitcoin account, for `createServerSiwx` / `createLocalSiwx`'s `namespaces` and the Latch server:
 * a CAIP-122 message naming the connected (payment) address, signed with the wallet's `signMessage`, BIP-322
 * "simple" or the legacy signed-message format. The verifier loads on the first check.
 *
 * @example
 * createServerSiwx({ apiUrl, projectId, namespaces: [bitcoinSiwx] })
 */
export const bitcoinSiwx: SIWXNamespace = {
  namespace: 'bip122',
  accountName: 'Bitcoin',
  loadVerifier: () => import('./bitcoinSiwxVerifier.js').then((module) => module.bitcoinSiwxVerifier),
}
