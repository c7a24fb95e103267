import type { SIWXNamespace } from '@latch/core'

/**
 * Sign-in with a Polkadot account, for `createServerSiwx` / `createLocalSiwx`'s `namespaces` and the Latch server:
 * a CAIP-122 message naming the account's SS58 address, signed with the extension's `signRaw` (sr25519, ed25519 or
 * ecdsa over the `<Bytes>`-wrapped text). The verifier loads on the first check.
 *
 * @example
 * createServerSiwx({ apiUrl, projectId, namespaces: [polkadotSiwx] })
 */
export const polkadotSiwx: SIWXNamespace = {
  namespace: 'polkadot',
  accountName: 'Polkadot',
  loadVerifier: () => import('./polkadotSiwxVerifier.js').then((module) => module.polkadotSiwxVerifier),
}
