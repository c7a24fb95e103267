import type { SiwxCacao, SiwxMessageData, SiwxSession } from '@latch/api'
import { formatMessage } from '@walletconnect/utils'
import type { ProfileContext } from '../names/nameServiceContext.js'
import type { Project } from '../projects/createProject.js'
import { checkSiwxOrigin, storeSiwxSession } from './createSiwxSession.js'
import { SiwxMessageError } from './siwxErrors.js'

export type CreateSiwxCacaoSessionParameters = {
  project: Project
  /** The request's Origin, already checked against the project's allowlist. */
  origin: string
  cacao: SiwxCacao
}

/** The sign-in message's fields that a CACAO payload carries (CAIP-122 names → the specification's). */
export function cacaoMessageData(cacao: SiwxCacao): SiwxMessageData {
  const { iss, domain, aud, version, nonce, iat, nbf, exp, statement, requestId, resources } = cacao.p
  // did:pkh:eip155:<chain>:<address>, checked by the body's schema.
  const [, , , reference = '', address = ''] = iss.split(':')
  return {
    chainId: `eip155:${reference}`,
    accountAddress: address,
    nonce,
    domain,
    uri: aud,
    version,
    issuedAt: iat,
    ...(exp === undefined ? {} : { expirationTime: exp }),
    ...(nbf === undefined ? {} : { notBefore: nbf }),
    ...(requestId === undefined ? {} : { requestId }),
    ...(resources === undefined ? {} : { resources }),
    ...(statement === undefined ? {} : { statement }),
  }
}

/**
 * Verifies a CACAO (WalletConnect's one-click sign-in, where pairing and sign-in are one approval) and stores
 * its session. The CAIP-122 text the wallet signed is rendered here from the payload, as wallets render it
 * (the ReCap statement of the session's methods included), so a payload changed after signing no longer
 * matches its signature. Then the same checks as a signed message: domain and uri of the requesting site,
 * the time window, the single-use nonce, the signature of the account (EOA or ERC-1271).
 *
 * @example
 * const session = await createSiwxCacaoSession(context, { project, origin, cacao })
 */
export async function createSiwxCacaoSession(
  context: ProfileContext,
  parameters: CreateSiwxCacaoSessionParameters,
): Promise<SiwxSession & { token: string }> {
  const { project, origin, cacao } = parameters
  const data = cacaoMessageData(cacao)
  checkSiwxOrigin(data, origin)
  let message: string
  try {
    // The schema's optional fields may hold undefined, which the renderer skips as it skips absent ones.
    message = formatMessage(cacao.p as Parameters<typeof formatMessage>[0], cacao.p.iss)
  } catch (error) {
    throw new SiwxMessageError(
      400,
      'INVALID_MESSAGE',
      `The sign-in message is not valid: ${(error as Error).message}`,
    )
  }
  const session = await storeSiwxSession(context, {
    project,
    origin,
    data,
    message,
    signature: cacao.s.s as `0x${string}`,
  })
  return { ...session, cacao }
}
