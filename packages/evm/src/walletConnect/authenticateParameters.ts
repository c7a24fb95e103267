import type { SIWXMessage } from '@latch/core'
import type { AuthenticateParams } from '@walletconnect/universal-provider'
import { WALLET_CONNECT_METHODS, type walletConnectNamespaces } from './walletConnectNamespaces.js'

/**
 * WalletConnect's authenticate request for a sign-in message: its nonce, domain, uri, statement, times and
 * resources, the chains to sign for (the wanted one first) and the session's methods (a ReCap the wallet
 * shows and signs). The connection's namespaces go along so the provider's reads use the networks' own RPC.
 *
 * @example
 * await provider.authenticate(authenticateParameters(message, ['eip155:1'], namespaces))
 */
export function authenticateParameters(
  message: SIWXMessage,
  chains: readonly string[],
  optionalNamespaces: ReturnType<typeof walletConnectNamespaces>,
): AuthenticateParams & { optionalNamespaces: ReturnType<typeof walletConnectNamespaces> } {
  return {
    chains: [...chains],
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    methods: [...WALLET_CONNECT_METHODS],
    ...(message.statement === undefined ? {} : { statement: message.statement }),
    ...(message.expirationTime === undefined ? {} : { exp: message.expirationTime }),
    ...(message.notBefore === undefined ? {} : { nbf: message.notBefore }),
    ...(message.requestId === undefined ? {} : { requestId: message.requestId }),
    ...(message.resources === undefined ? {} : { resources: [...message.resources] }),
    optionalNamespaces,
  }
}
