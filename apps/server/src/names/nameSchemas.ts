import { z } from '@hono/zod-openapi'
import { getAddress } from 'viem'
import type { profileNames } from './namesTables.js'

export const ProjectQuerySchema = z.object({
  projectId: z.string().min(1).max(64).openapi({ example: 'latch-dev' }),
})

export const EvmAddressSchema = z
  .string()
  .max(42)
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address: 0x and 40 hex characters')

export const NameRecordSchema = z
  .object({
    name: z.string().openapi({ example: 'alice.reown.id' }),
    registered: z.number().int().openapi({ description: 'Registration time, seconds since the epoch' }),
    updated: z.number().int().openapi({ description: 'Last change, seconds since the epoch' }),
    addresses: z.record(z.string(), z.object({ address: z.string(), created: z.string() })).openapi({
      description: 'By ENSIP-11 coin type: 60 for Ethereum, 0x80000000 | chainId for other EVM chains',
    }),
    attributes: z.record(z.string(), z.string()),
  })
  .openapi('NameRecord')

export type NameRecord = z.infer<typeof NameRecordSchema>

/** A stored name in the answer shape (AppKit's profile API: addresses keyed by coin type). */
export function toNameRecord(row: typeof profileNames.$inferSelect): NameRecord {
  const seconds = Math.floor(row.registeredAt.getTime() / 1000)
  return {
    name: row.name,
    registered: seconds,
    updated: seconds,
    addresses: {
      [String(row.coinType)]: { address: getAddress(row.address), created: String(seconds) },
    },
    attributes: row.attributes,
  }
}

/** The JSON the account signs to register a name: `{ name, attributes, timestamp }`. */
export const RegistrationMessageSchema = z.object({
  name: z.string().min(1).max(128),
  attributes: z
    .record(z.string().max(64), z.string().max(1024))
    .refine((value) => Object.keys(value).length <= 32, 'at most 32 attributes')
    .optional(),
  timestamp: z.number().int().nonnegative().describe('Seconds since the epoch'),
})

export const RegisterNameBodySchema = z
  .object({
    coinType: z.number().int().nonnegative().openapi({ example: 2147514661 }),
    address: EvmAddressSchema.openapi({ example: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
    signature: z
      .string()
      .max(20_000)
      .regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex'),
    message: z.string().min(2).max(8_192).openapi({
      description: 'The signed JSON text `{ "name", "attributes", "timestamp" }` (timestamp in seconds)',
      example: '{"name":"alice.reown.id","attributes":{},"timestamp":1763800000}',
    }),
  })
  .openapi('RegisterNameBody')
