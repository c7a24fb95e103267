import { z } from 'zod'
import { CaipNetworkIdSchema, EvmAddressSchema, ProjectQuerySchema, SignatureSchema } from './common.js'
import { defineRoute } from './defineRoute.js'

// Server-backed sign-in under `/v1/siwx`. Every refusal is a ProfileErrorSchema body.

const isoTime = z.iso.datetime({ offset: true }).meta({ example: '2026-11-22T09:00:00.000Z' })

/**
 * A CAIP-10 account address of any namespace (an eip155 0x address, a Solana base58 key, a Bitcoin address, an
 * SS58 address); each namespace's own rule is checked where the message is verified.
 */
const SiwxAccountAddressSchema = z
  .string()
  .regex(/^[-.%a-zA-Z0-9]{1,128}$/, 'must be a CAIP-10 account address')
  .meta({ example: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })

/** On eip155 the address is a 0x address; the other namespaces' addresses are checked by their verifiers. */
function refineEip155Address(
  value: { chainId: string; accountAddress?: string; address?: string },
  context: z.RefinementCtx,
) {
  const address = value.accountAddress ?? value.address ?? ''
  const key = value.accountAddress === undefined ? 'address' : 'accountAddress'
  if (value.chainId.startsWith('eip155:') && !EvmAddressSchema.safeParse(address).success)
    context.addIssue({
      code: 'custom',
      path: [key],
      message: 'must be an EVM address: 0x and 40 hex characters',
    })
}

/**
 * The sign-in message's fields (CAIP-122's; EIP-4361's on eip155), the chain as a CAIP-2 id of any namespace, as
 * the widget sends them.
 */
export const SiwxMessageDataSchema = z
  .object({
    chainId: CaipNetworkIdSchema,
    accountAddress: SiwxAccountAddressSchema,
    nonce: z.string().regex(/^[a-zA-Z0-9]{8,64}$/, 'must be 8-64 letters and digits'),
    domain: z.string().min(1).max(255).meta({ example: 'app.example.com' }),
    uri: z.string().min(1).max(2_048).meta({ example: 'https://app.example.com/login' }),
    version: z.literal('1'),
    issuedAt: isoTime,
    expirationTime: isoTime.optional(),
    notBefore: isoTime.optional(),
    requestId: z.string().max(256).optional(),
    resources: z.array(z.string().max(2_048)).max(32).optional(),
    statement: z.string().max(1_024).optional(),
  })
  .superRefine(refineEip155Address)
  .meta({ id: 'SiwxMessageData' })

export type SiwxMessageData = z.infer<typeof SiwxMessageDataSchema>

export const SiwxSessionSchema = z
  .object({
    data: SiwxMessageDataSchema,
    message: z.string().meta({ description: 'The CAIP-122 (EIP-4361 on eip155) text that was signed' }),
    signature: z.string(),
    cacao: z.unknown().optional(),
  })
  .meta({ id: 'SiwxSession' })

export type SiwxSession = z.infer<typeof SiwxSessionSchema>

/** `GET /v1/siwx/nonce`: a fresh single-use nonce for a sign-in message. */
export const siwxNonceRoute = defineRoute({
  method: 'get',
  path: '/v1/siwx/nonce',
  query: ProjectQuerySchema,
  response: z.object({ nonce: z.string() }),
})

export const CreatedSessionSchema = SiwxSessionSchema.extend({
  token: z.string().meta({
    description:
      'Bearer token of this session: send it as `Authorization: Bearer <token>` to read or revoke it',
  }),
}).meta({ id: 'CreatedSiwxSession' })

/**
 * A signature in its namespace's encoding: 0x hex on eip155, base58 on Solana, base64 on Bitcoin (BIP-322 or
 * the legacy signed-message format), 0x hex on Polkadot.
 */
const SiwxSignatureSchema = z
  .string()
  .min(1)
  .max(20_000)
  .regex(/^[-+/=_a-zA-Z0-9]+$/, 'must be hex, base58 or base64')

/** `POST /v1/siwx/sessions`: verifies a signed sign-in message and stores the session. */
export const createSiwxSessionRoute = defineRoute({
  method: 'post',
  path: '/v1/siwx/sessions',
  query: ProjectQuerySchema,
  body: z
    .object({
      data: SiwxMessageDataSchema,
      message: z.string().min(1).max(8_192),
      signature: SiwxSignatureSchema,
    })
    .superRefine((body, context) => {
      if (body.data.chainId.startsWith('eip155:') && !SignatureSchema.safeParse(body.signature).success)
        context.addIssue({ code: 'custom', path: ['signature'], message: 'must be 0x-prefixed hex' })
    })
    .meta({ id: 'CreateSiwxSessionBody' }),
  response: CreatedSessionSchema,
})

/** `did:pkh:eip155:<chain>:<address>`: who signed a CACAO, on which chain. */
const DidPkhEip155Schema = z
  .string()
  .regex(/^did:pkh:eip155:[1-9][0-9]{0,19}:0x[0-9a-fA-F]{40}$/, 'must be did:pkh:eip155:<chain id>:<address>')
  .meta({ example: 'did:pkh:eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })

/**
 * A CAIP-74 CACAO of a CAIP-122 sign-in (WalletConnect's one-click authenticate): the payload the wallet
 * signed, and the signature. The server renders the CAIP-122 text from the payload itself.
 */
export const SiwxCacaoSchema = z
  .object({
    h: z.object({ t: z.literal('caip122') }),
    p: z.object({
      iss: DidPkhEip155Schema,
      domain: SiwxMessageDataSchema.shape.domain,
      aud: SiwxMessageDataSchema.shape.uri,
      version: z.literal('1'),
      nonce: SiwxMessageDataSchema.shape.nonce,
      iat: SiwxMessageDataSchema.shape.issuedAt,
      nbf: SiwxMessageDataSchema.shape.notBefore,
      exp: SiwxMessageDataSchema.shape.expirationTime,
      statement: SiwxMessageDataSchema.shape.statement,
      requestId: SiwxMessageDataSchema.shape.requestId,
      resources: SiwxMessageDataSchema.shape.resources,
    }),
    s: z.object({ t: z.enum(['eip191', 'eip1271']), s: SignatureSchema, m: z.string().max(256).optional() }),
  })
  .meta({ id: 'SiwxCacao' })

export type SiwxCacao = z.infer<typeof SiwxCacaoSchema>

/**
 * `POST /v1/siwx/sessions/cacao`: verifies the CACAOs of a one-click sign-in (pairing and sign-in in one
 * approval; the wallet signs once for each chain of the session, with one nonce) and stores a session for each
 * chain, with the same checks as a signed message. The nonce is spent once for all.
 */
export const createSiwxCacaoSessionRoute = defineRoute({
  method: 'post',
  path: '/v1/siwx/sessions/cacao',
  query: ProjectQuerySchema,
  body: z
    .object({ cacaos: z.array(SiwxCacaoSchema).min(1).max(32) })
    .meta({ id: 'CreateSiwxCacaoSessionBody' }),
  response: z.array(CreatedSessionSchema),
})

const SessionQuerySchema = ProjectQuerySchema.extend({
  chainId: CaipNetworkIdSchema,
  address: SiwxAccountAddressSchema,
}).superRefine(refineEip155Address)

/** `GET /v1/siwx/sessions` (with the session's bearer token): the token's session, if still valid. */
export const listSiwxSessionsRoute = defineRoute({
  method: 'get',
  path: '/v1/siwx/sessions',
  query: SessionQuerySchema,
  response: z.array(SiwxSessionSchema),
})

/** `DELETE /v1/siwx/sessions` (with the session's bearer token): revokes that session. */
export const revokeSiwxSessionRoute = defineRoute({
  method: 'delete',
  path: '/v1/siwx/sessions',
  query: SessionQuerySchema,
  response: z.object({ revoked: z.number().int() }),
})
