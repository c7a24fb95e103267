import type { SIWXNamespace } from '@latch/core'

/**
 * Sign-in with a Solana account, for `createServerSiwx` / `createLocalSiwx`'s `namespaces` and the Latch server:
 * a CAIP-122 message naming the account's base58 address, signed with the wallet's `signMessage` (ed25519). The
 * verifier loads on the first check.
 *
 * @example
 * createServerSiwx({ apiUrl, projectId, namespaces: [solanaSiwx] })
 */
export const solanaSiwx: SIWXNamespace = {
  namespace: 'solana',
  accountName: 'Solana',
  loadVerifier: () => import('./solanaSiwxVerifier.js').then((module) => module.solanaSiwxVerifier),
}
