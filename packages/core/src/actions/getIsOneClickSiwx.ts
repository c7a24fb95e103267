import type { LatchConfig } from '../types.js'

/**
 * Whether connecting over WalletConnect signs in at once (WalletConnect's authenticate: the wallet approves
 * pairing and a CAIP-122 sign-in message as one request). It does when sign-in is configured and
 * every chain the connection requests shares the eip155 namespace; with another namespace (Solana) among the
 * networks the wallet connects first and signs in with a second request.
 *
 * @example
 * if (getIsOneClickSiwx(latch.config)) console.log('one approval in the wallet')
 */
export function getIsOneClickSiwx(config: Pick<LatchConfig, 'siwx' | 'walletConnect' | 'networks'>): boolean {
  if (!config.siwx || !config.walletConnect) return false
  return config.networks.every((network) => network.chainNamespace === 'eip155')
}
