import { z } from '@hono/zod-openapi'
import { EvmAddressSchema, ProjectQuerySchema } from '../names/nameSchemas.js'

export const CaipChainIdSchema = z
  .string()
  .max(32)
  .regex(/^eip155:[1-9]\d{0,9}$/, 'must be a CAIP-2 eip155 chain id such as eip155:1')
  .openapi({ example: 'eip155:31337' })

const isoTime = z.iso.datetime({ offset: true }).openapi({ example: '2026-11-22T09:00:00.000Z' })

/** The sign-in message's fields (the specification's "Sign-in message"), as the widget sends them. */
export const SiwxMessageDataSchema = z
  .object({
    chainId: CaipChainIdSchema,
    accountAddress: EvmAddressSchema,
    nonce: z.string().regex(/^[a-zA-Z0-9]{8,64}$/, 'must be 8-64 letters and digits'),
    domain: z.string().min(1).max(255).openapi({ example: 'app.example.com' }),
    uri: z.string().min(1).max(2_048).openapi({ example: 'https://app.example.com/login' }),
    version: z.literal('1'),
    issuedAt: isoTime,
    expirationTime: isoTime.optional(),
    notBefore: isoTime.optional(),
    requestId: z.string().max(256).optional(),
    resources: z.array(z.string().max(2_048)).max(32).optional(),
    statement: z.string().max(1_024).optional(),
  })
  .openapi('SiwxMessageData')

export type SiwxMessageData = z.infer<typeof SiwxMessageDataSchema>

export const SiwxSessionSchema = z
  .object({
    data: SiwxMessageDataSchema,
    message: z.string().openapi({ description: 'The EIP-4361 text that was signed' }),
    signature: z.string(),
    cacao: z.unknown().optional(),
  })
  .openapi('SiwxSession')

export type SiwxSession = z.infer<typeof SiwxSessionSchema>

export const CreateSessionBodySchema = z
  .object({
    data: SiwxMessageDataSchema,
    message: z.string().min(1).max(8_192),
    signature: z
      .string()
      .max(20_000)
      .regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex'),
  })
  .openapi('CreateSiwxSessionBody')

export const SessionQuerySchema = ProjectQuerySchema.extend({
  chainId: CaipChainIdSchema,
  address: EvmAddressSchema,
})

export const CreatedSessionSchema = SiwxSessionSchema.extend({
  token: z.string().openapi({
    description:
      'Bearer token of this session: send it as `Authorization: Bearer <token>` to read or revoke it',
  }),
}).openapi('CreatedSiwxSession')
