import { z } from '@hono/zod-openapi'
import { maxUint256 } from 'viem'
import { ProjectIdSchema } from '../chains/chainParams.js'

/** `eip155:<chainId>:<address>`: a token (the native coin as 0xeeee…eeee) or an account. */
export const Caip10Schema = z
  .string()
  .max(64)
  .regex(
    /^eip155:[1-9]\d{0,9}:0x[0-9a-fA-F]{40}$/,
    'must be a CAIP-10 eip155 address: eip155:<chainId>:0x and 40 hex characters',
  )

const TokenSchema = Caip10Schema.openapi({
  example: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  description: 'CAIP-10 token address; the native coin as eip155:<chainId>:0xeeee…eeee',
})
const UserSchema = Caip10Schema.openapi({
  example: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  description: 'CAIP-10 account that swaps',
})

// zod runs every check even after the pattern failed; only digits reach BigInt.
const digits = (value: string) => (/^\d+$/.test(value) ? BigInt(value) : undefined)

/** A positive integer in the token's smallest unit that fits a uint256. */
export const AmountSchema = z
  .string()
  .max(78)
  .regex(/^\d+$/, "must be a whole number in the token's smallest unit, e.g. 1000000 for 1 USDC")
  .refine((value) => (digits(value) ?? 1n) > 0n, 'must be greater than 0')
  .refine((value) => (digits(value) ?? 0n) <= maxUint256, 'must fit in 256 bits')
  .openapi({ example: '1000000' })

const WeiSchema = z.string().regex(/^\d+$/).openapi({ example: '1875000000' })

export const QuoteQuerySchema = z.object({
  projectId: ProjectIdSchema,
  userAddress: UserSchema,
  from: TokenSchema,
  to: TokenSchema,
  amount: AmountSchema,
  gasPrice: z.string().max(78).regex(/^\d+$/, 'must be a whole number of wei').optional().openapi({
    description: 'Accepted for compatibility; gas is priced by the chain',
    example: '1875000000',
  }),
})

export const AllowanceQuerySchema = z.object({
  projectId: ProjectIdSchema,
  tokenAddress: TokenSchema,
  userAddress: UserSchema,
})

export const ApproveQuerySchema = z.object({
  projectId: ProjectIdSchema,
  userAddress: UserSchema,
  from: TokenSchema,
  to: TokenSchema,
  amount: AmountSchema,
})

export const BuildTransactionBodySchema = z.object({
  projectId: ProjectIdSchema,
  userAddress: UserSchema,
  from: TokenSchema,
  to: TokenSchema,
  amount: AmountSchema,
  eip155: z.object({
    slippage: z
      .string()
      .max(8)
      .regex(/^\d{1,2}(\.\d{1,4})?$/, 'must be a percentage such as 1 or 0.5 (up to 4 decimals)')
      .refine((value) => Number(value) < 50, 'must be below 50 (percent)')
      .openapi({ example: '1', description: 'Slippage tolerance in percent' }),
  }),
})

export const SwapFeeSchema = z
  .object({
    rate: z.number().openapi({ example: 0.0085 }),
    amount: WeiSchema.openapi({ description: 'In the smallest unit of `from`' }),
    recipient: z.string().openapi({ description: 'CAIP-10 account the fee is paid to on chain' }),
  })
  .openapi('SwapFee')

export const QuoteResponseSchema = z
  .object({
    quotes: z.array(
      z.object({
        id: z.string(),
        fromAmount: WeiSchema,
        fromAccount: z.string().openapi({ description: 'The `from` token (CAIP-10)' }),
        toAmount: WeiSchema.openapi({
          description: 'What the user receives, after the provider fee and pool fees',
        }),
        toAccount: z.string().openapi({ description: 'The `to` token (CAIP-10)' }),
        priceImpact: z
          .number()
          .openapi({ description: 'Percent the pools move against the trade', example: 0.05 }),
        path: z.array(z.string()).openapi({
          description: 'CAIP-10 tokens the swap goes through, wrapped native coin for the native coin',
        }),
        fee: SwapFeeSchema.nullable().openapi({
          description: 'null when this server collects no provider fee',
        }),
      }),
    ),
  })
  .openapi('SwapQuotes')

export const AllowanceResponseSchema = z
  .object({
    allowance: WeiSchema.openapi({
      description: 'What the swap contract may spend; max uint256 for the native coin',
    }),
  })
  .openapi('SwapAllowance')

const HexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/)

export const ApproveResponseSchema = z
  .object({
    tx: z.object({
      from: HexSchema,
      to: HexSchema.openapi({ description: 'The token contract' }),
      data: HexSchema,
      value: WeiSchema,
      eip155: z.object({ gasPrice: WeiSchema }),
    }),
  })
  .openapi('SwapApproveTransaction')

export const SwapTransactionResponseSchema = z
  .object({
    tx: z.object({
      from: HexSchema,
      to: HexSchema.openapi({ description: 'The fee-taking swap router' }),
      data: HexSchema,
      value: WeiSchema,
      eip155: z.object({ gas: WeiSchema, gasPrice: WeiSchema }),
    }),
  })
  .openapi('SwapTransaction')
