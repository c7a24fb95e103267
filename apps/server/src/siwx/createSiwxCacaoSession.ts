import type { SiwxCacao, SiwxMessageData, SiwxSession } from '@latch/api'
import { formatMessage } from '@walletconnect/utils'
import type { ProfileContext } from '../names/nameServiceContext.js'
import type { Project } from '../projects/createProject.js'
import { checkSiwxOrigin, storeSiwxSessions } from './createSiwxSession.js'
import { SiwxMessageError } from './siwxErrors.js'

export type CreateSiwxCacaoSessionsParameters = {
  project: Project
  /** The request's Origin, already checked against the project's allowlist. */
  origin: string
  cacaos: readonly SiwxCacao[]
}

/** The sign-in message's fields that a CACAO payload carries (CAIP-122 names → the sign-in message's). */
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
 * Verifies the CACAOs of a one-click sign-in (WalletConnect's authenticate, where pairing and sign-in are one
 * approval; the wallet signs once for each chain of the session) and stores a session for each chain. The
 * CAIP-122 text each signed is rendered here from its payload, as wallets render it (the ReCap statement of the
 * session's methods included), so a payload changed after signing no longer matches its signature. They must
 * be one sign-in: one nonce, one account, distinct chains. Then the same checks as a signed message: domain and
 * uri of the requesting site, the time window, the single-use nonce (consumed once for all), the signature of
 * the account on each chain (EOA or ERC-1271).
 *
 * @example
 * const sessions = await createSiwxCacaoSessions(context, { project, origin, cacaos })
 */
export async function createSiwxCacaoSessions(
  context: ProfileContext,
  parameters: CreateSiwxCacaoSessionsParameters,
): Promise<(SiwxSession & { token: string })[]> {
  const { project, origin, cacaos } = parameters
  const signed = cacaos.map((cacao) => {
    const data = cacaoMessageData(cacao)
    checkSiwxOrigin(data, origin)
    try {
      // The schema's optional fields may hold undefined, which the renderer skips as it skips absent ones.
      const message = formatMessage(cacao.p as Parameters<typeof formatMessage>[0], cacao.p.iss)
      return { data, message, signature: cacao.s.s as `0x${string}` }
    } catch (error) {
      throw new SiwxMessageError(
        400,
        'INVALID_MESSAGE',
        `The sign-in message is not valid: ${(error as Error).message}`,
      )
    }
  })
  const [first] = signed
  const account = first?.data.accountAddress.toLowerCase()
  const chains = new Set(signed.map(({ data }) => data.chainId))
  if (
    chains.size !== signed.length ||
    signed.some(
      ({ data }) => data.nonce !== first?.data.nonce || data.accountAddress.toLowerCase() !== account,
    )
  ) {
    throw new SiwxMessageError(
      400,
      'INVALID_MESSAGE',
      'The CACAOs of one sign-in must share one nonce and one account, each on a chain of its own',
    )
  }
  const sessions = await storeSiwxSessions(context, { project, signed })
  return sessions.map((session, index) => ({ ...session, cacao: cacaos[index] }))
}
