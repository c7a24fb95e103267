import { z } from 'zod'

/** The project a request is made for; every route but `/health` needs a known one. */
export const ProjectIdSchema = z.string().min(1).max(64).meta({ example: 'latch-dev' })

/** `{ projectId }`, the query of routes that take nothing else. */
export const ProjectQuerySchema = z.object({ projectId: ProjectIdSchema })

// The CAIP schemas check the text with one pattern (so a refusal says what is expected), then hand it on
// typed as a template literal, the type the widget's CaipNetworkId and CaipAddress accept.

/** A CAIP-2 chain id of the eip155 namespace. */
export const CaipChainIdSchema = z
  .string()
  .max(32)
  .regex(/^eip155:[1-9]\d{0,9}$/, 'must be a CAIP-2 eip155 chain id such as eip155:1')
  .pipe(z.templateLiteral(['eip155:', z.string()]))
  .meta({ example: 'eip155:31337', description: 'CAIP-2 chain id' })

/**
 * A CAIP-2 network id of any namespace the widget knows, as responses name the network of a Solana or
 * eip155 item alike (`solana:<genesis hash prefix>`, `eip155:1`).
 */
export const CaipNetworkIdSchema = z
  .string()
  .max(64)
  .regex(
    /^(eip155|solana|bip122|polkadot):[-_a-zA-Z0-9]{1,32}$/,
    'must be a CAIP-2 network id such as eip155:1',
  )
  .pipe(
    z.union([
      z.templateLiteral(['eip155:', z.string()]),
      z.templateLiteral(['solana:', z.string()]),
      z.templateLiteral(['bip122:', z.string()]),
      z.templateLiteral(['polkadot:', z.string()]),
    ]),
  )
  .meta({ example: 'eip155:31337', description: 'CAIP-2 network id' })

/** `eip155:<chainId>:<address>`: a token (the native coin as 0xeeee…eeee) or an account. */
export const Caip10Schema = z
  .string()
  .max(64)
  .regex(
    /^eip155:[1-9]\d{0,9}:0x[0-9a-fA-F]{40}$/,
    'must be a CAIP-10 eip155 address: eip155:<chainId>:0x and 40 hex characters',
  )
  .pipe(z.templateLiteral(['eip155:', z.string(), ':', z.string()]))

/** A 0x-prefixed EVM address, checksummed or not. */
export const EvmAddressSchema = z
  .string()
  .max(42)
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address: 0x and 40 hex characters')

/** A Solana address: base58 (no 0, O, I or l) of 32 to 44 characters. */
export const SolanaAddressSchema = z
  .string()
  .max(44)
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a Solana address: base58 of 32 to 44 characters')

/**
 * `{ address }` as a path parameter: an account of a namespace the data API serves, an EVM address, a Solana
 * one, a Bitcoin one (bech32 `bc1…`, `tb1…`, `bcrt1…`, or base58 legacy) or a Polkadot one (SS58); which chains it is read on
 * follows from it and `chainId`.
 */
export const AddressParamSchema = z.object({
  address: z
    .string()
    .max(90)
    .regex(
      /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{25,50}|(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87})$/,
      'must be an EVM address (0x and 40 hex characters), a Solana address (base58 of 32 to 44 characters), a Bitcoin address or a Polkadot (SS58) address',
    )
    .meta({
      param: { name: 'address', in: 'path' },
      example: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    }),
})

/** A CAIP-2 network id of a namespace whose accounts the data API reads: eip155, solana, bip122 or polkadot. */
export const AccountChainIdSchema = z
  .string()
  .max(41)
  .regex(
    /^(eip155:[1-9]\d{0,9}|solana:[1-9A-HJ-NP-Za-km-z]{32}|bip122:[0-9a-f]{32}|polkadot:[0-9a-f]{32})$/,
    'must be a CAIP-2 eip155, solana, bip122 or polkadot network id such as eip155:1 or bip122:000000000019d6689c085ae165831e93',
  )
  .pipe(
    z.union([
      z.templateLiteral(['eip155:', z.string()]),
      z.templateLiteral(['solana:', z.string()]),
      z.templateLiteral(['bip122:', z.string()]),
      z.templateLiteral(['polkadot:', z.string()]),
    ]),
  )
  .meta({ example: 'eip155:31337', description: 'CAIP-2 network id (eip155, solana, bip122 or polkadot)' })

/** A whole number of wei (or of a token's smallest unit), as decimal text. */
export const WeiSchema = z.string().regex(/^\d+$/).meta({ example: '1875000000' })

/** 0x-prefixed hex: an address, calldata, a signature. */
export const HexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/)

/** A 0x-prefixed signature as the wallet returned it. */
export const SignatureSchema = z
  .string()
  .max(20_000)
  .regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')

/** Every refusal: a 4xx (or 5xx) status with this body. */
export const ApiErrorSchema = z
  .object({
    code: z.string().meta({ example: 'INVALID_PARAMS' }),
    message: z.string().meta({ example: 'query.page: Too small: expected number to be >=1' }),
    title: z.string().optional(),
  })
  .meta({ id: 'Error' })

export type ApiErrorBody = z.infer<typeof ApiErrorSchema>

/** A refusal of the name service or of sign-in: `reasons` are sentences for the person using the widget. */
export const ProfileErrorSchema = z
  .object({
    code: z.string().meta({ example: 'NAME_TAKEN' }),
    message: z.string().meta({ example: 'alice.latch.id is already registered; choose another name' }),
    reasons: z
      .array(z.string())
      .meta({ description: 'Why, for the person using the widget; the first is shown' }),
  })
  .meta({ id: 'ProfileError' })

export type ProfileErrorBody = z.infer<typeof ProfileErrorSchema>
