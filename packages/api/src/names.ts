import { z } from 'zod'
import { EvmAddressSchema, ProjectQuerySchema, SignatureSchema } from './common.js'
import { defineRoute } from './defineRoute.js'

// The name service under `/v1/profile`. Every refusal is a ProfileErrorSchema body.

export const NameRecordSchema = z
  .object({
    name: z.string().meta({ example: 'alice.latch.id' }),
    registered: z.number().int().meta({ description: 'Registration time, seconds since the epoch' }),
    updated: z.number().int().meta({ description: 'Last change, seconds since the epoch' }),
    addresses: z.record(z.string(), z.object({ address: z.string(), created: z.string() })).meta({
      description: 'By ENSIP-11 coin type: 60 for Ethereum, 0x80000000 | chainId for other EVM chains',
    }),
    attributes: z.record(z.string(), z.string()),
  })
  .meta({ id: 'NameRecord' })

export type NameRecord = z.infer<typeof NameRecordSchema>

const nameParam = (example: string) =>
  z.object({
    name: z
      .string()
      .min(1)
      .max(128)
      .meta({ param: { name: 'name', in: 'path' }, example }),
  })

/** `GET /v1/profile/account/{name}`: resolves a name (with its suffix) to its account. */
export const lookupNameRoute = defineRoute({
  method: 'get',
  path: '/v1/profile/account/{name}',
  params: nameParam('alice.latch.id'),
  query: ProjectQuerySchema,
  response: NameRecordSchema,
})

export const NameSuggestionSchema = z.object({ name: z.string(), registered: z.boolean() })

export type NameSuggestion = z.infer<typeof NameSuggestionSchema>

/** `GET /v1/profile/suggestions/{name}`: the wanted name with whether it is taken, and free names like it. */
export const nameSuggestionsRoute = defineRoute({
  method: 'get',
  path: '/v1/profile/suggestions/{name}',
  params: nameParam('alice'),
  query: ProjectQuerySchema.extend({
    zone: z.string().max(64).optional().meta({
      description: 'The suffix without its dot; default the first configured',
      example: 'latch.id',
    }),
  }),
  response: z.object({ suggestions: z.array(NameSuggestionSchema) }),
})

/** `GET /v1/profile/reverse/{address}`: the names registered for an address, oldest first. */
export const reverseNameRoute = defineRoute({
  method: 'get',
  path: '/v1/profile/reverse/{address}',
  params: z.object({
    address: EvmAddressSchema.meta({
      param: { name: 'address', in: 'path' },
      example: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    }),
  }),
  query: ProjectQuerySchema.extend({
    coinType: z.coerce
      .number()
      .int()
      .nonnegative()
      .optional()
      .meta({ description: 'Only names of this coin type' }),
  }),
  response: z.array(NameRecordSchema),
})

/** The JSON text the account signs to register a name: `{ name, attributes, timestamp }`. */
export const RegistrationMessageSchema = z.object({
  name: z.string().min(1).max(128),
  attributes: z
    .record(z.string().max(64), z.string().max(1024))
    .refine((value) => Object.keys(value).length <= 32, 'at most 32 attributes')
    .optional(),
  timestamp: z.number().int().nonnegative().describe('Seconds since the epoch'),
})

export type RegistrationMessage = z.infer<typeof RegistrationMessageSchema>

export const RegisterNameBodySchema = z
  .object({
    coinType: z.number().int().nonnegative().meta({ example: 2147514661 }),
    address: EvmAddressSchema.meta({ example: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
    signature: SignatureSchema,
    message: z.string().min(2).max(8_192).meta({
      description: 'The signed JSON text `{ "name", "attributes", "timestamp" }` (timestamp in seconds)',
      example: '{"name":"alice.latch.id","attributes":{},"timestamp":1763800000}',
    }),
  })
  .meta({ id: 'RegisterNameBody' })

/** `POST /v1/profile/account`: registers a name for the account that signed the message. */
export const registerNameRoute = defineRoute({
  method: 'post',
  path: '/v1/profile/account',
  query: ProjectQuerySchema,
  body: RegisterNameBodySchema,
  response: NameRecordSchema,
})
