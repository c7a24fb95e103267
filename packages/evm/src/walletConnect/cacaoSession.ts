import type { SIWXMessageData, SIWXSession } from '@latch/core'
import { getAddress } from 'viem'
import type { WalletConnectProvider } from './initWalletConnectProvider.js'

/** A CACAO (CAIP-74) as WalletConnect's authenticate answers it. */
type Cacao = NonNullable<Awaited<ReturnType<WalletConnectProvider['authenticate']>>['auths']>[number]

/**
 * The sign-in session of a CACAO the wallet answered one-click sign-in with: the message's fields read from
 * its CAIP-122 payload (the chain and account from `iss`, `did:pkh:eip155:<chain>:<address>`), the text the
 * wallet signed (`message`, as WalletConnect renders it), the signature, and the CACAO itself, which the
 * sign-in configuration verifies.
 *
 * @example
 * const session = cacaoSession(cacao, client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }))
 */
export function cacaoSession(cacao: Cacao, message: string): SIWXSession {
  const { iss, domain, aud, uri, nonce, iat, nbf, exp, statement, requestId, resources } = cacao.p
  const [, , namespace, reference, address] = iss.split(':')
  if (namespace !== 'eip155' || !reference || !address)
    throw new Error(`The CACAO's issuer ${iss} is not an eip155 account.`)
  const data: SIWXMessageData = {
    chainId: `eip155:${reference}`,
    accountAddress: getAddress(address),
    nonce,
    domain,
    uri: aud ?? uri ?? '',
    version: '1',
    issuedAt: iat ?? '',
    ...(exp === undefined ? {} : { expirationTime: exp }),
    ...(nbf === undefined ? {} : { notBefore: nbf }),
    ...(requestId === undefined ? {} : { requestId }),
    ...(resources === undefined ? {} : { resources }),
    ...(statement === undefined ? {} : { statement }),
  }
  return { data, message, signature: cacao.s.s, cacao }
}
