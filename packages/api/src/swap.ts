import { z } from 'zod'
import { AccountChainIdSchema, Caip10Schema, HexSchema, ProjectIdSchema, WeiSchema } from './common.js'
import { defineRoute } from './defineRoute.js'

// The swap routes live under `/v1/convert`: the token list and gas price of a chain, then quotes,
// allowance, approval and the swap transaction.

/** The gas price and the token list serve eip155 chains and Solana networks. */
const NetworkQuerySchema = z.object({ projectId: ProjectIdSchema, chainId: AccountChainIdSchema })

export const GasPriceSchema = z
  .object({ standard: WeiSchema, fast: WeiSchema, instant: WeiSchema })
  .meta({ id: 'GasPrice' })

export type GasPrice = z.infer<typeof GasPriceSchema>

/**
 * `GET /v1/convert/gas-price`: gas price tiers in wei from the chain's fee data; on a Solana network, the fee
 * of a SOL transfer in lamports (shown divided by 1e9, in SOL).
 */
export const gasPriceRoute = defineRoute({
  method: 'get',
  path: '/v1/convert/gas-price',
  query: NetworkQuerySchema,
  response: GasPriceSchema,
})

/** `solana:<genesis hash prefix>:<mint>`: a Solana token (SOL as the wrapped SOL mint). */
const SolanaTokenAddressSchema = z
  .string()
  .max(84)
  .regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}:[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be solana:<reference>:<mint>')
  .pipe(z.templateLiteral(['solana:', z.string(), ':', z.string()]))

export const TokenListEntrySchema = z
  .object({
    name: z.string().meta({ example: 'USD Coin' }),
    symbol: z.string().meta({ example: 'USDC' }),
    address: z.union([Caip10Schema, SolanaTokenAddressSchema]).meta({
      description:
        'CAIP-10; the native coin as eip155:<id>:0xeeee…eeee, and SOL as solana:<ref>:So11111111111111111111111111111111111111112',
    }),
    decimals: z.number().int(),
    logoUri: z.string(),
    eip2612: z.boolean().optional().meta({ description: 'Supports EIP-2612 permit' }),
  })
  .meta({ id: 'TokenListEntry' })

export type TokenListEntry = z.infer<typeof TokenListEntrySchema>

/** `GET /v1/convert/tokens`: the token list of a chain or Solana network, most prominent first. */
export const swapTokensRoute = defineRoute({
  method: 'get',
  path: '/v1/convert/tokens',
  query: NetworkQuerySchema,
  response: z.object({ tokens: z.array(TokenListEntrySchema) }).meta({ id: 'TokenList' }),
})

const TokenSchema = Caip10Schema.meta({
  example: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  description: 'CAIP-10 token address; the native coin as eip155:<chainId>:0xeeee…eeee',
})
const UserSchema = Caip10Schema.meta({
  example: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  description: 'CAIP-10 account that swaps',
})

const maxUint256 = 2n ** 256n - 1n
// zod runs every check even after the pattern failed; only digits reach BigInt.
const digits = (value: string) => (/^\d+$/.test(value) ? BigInt(value) : undefined)

/** A positive integer in the token's smallest unit that fits a uint256. */
export const AmountSchema = z
  .string()
  .max(78)
  .regex(/^\d+$/, "must be a whole number in the token's smallest unit, e.g. 1000000 for 1 USDC")
  .refine((value) => (digits(value) ?? 1n) > 0n, 'must be greater than 0')
  .refine((value) => (digits(value) ?? 0n) <= maxUint256, 'must fit in 256 bits')
  .meta({ example: '1000000' })

export const SwapFeeSchema = z
  .object({
    rate: z.number().meta({ example: 0.0085 }),
    amount: WeiSchema.meta({ description: 'In the smallest unit of `from`' }),
    recipient: z.string().meta({ description: 'CAIP-10 account the fee is paid to on chain' }),
  })
  .meta({ id: 'SwapFee' })

export const SwapQuoteSchema = z.object({
  id: z.string(),
  fromAmount: WeiSchema,
  fromAccount: z.string().meta({ description: 'The `from` token (CAIP-10)' }),
  toAmount: WeiSchema.meta({ description: 'What the user receives, after the provider fee and pool fees' }),
  toAccount: z.string().meta({ description: 'The `to` token (CAIP-10)' }),
  priceImpact: z.number().meta({ description: 'Percent the pools move against the trade', example: 0.05 }),
  path: z.array(z.string()).meta({
    description: 'CAIP-10 tokens the swap goes through, wrapped native coin for the native coin',
  }),
  fee: SwapFeeSchema.nullable().meta({ description: 'null when this server collects no provider fee' }),
})

export type SwapQuote = z.infer<typeof SwapQuoteSchema>

/** `GET /v1/convert/quotes`: a quote from the AMM pools, after the provider fee. */
export const swapQuotesRoute = defineRoute({
  method: 'get',
  path: '/v1/convert/quotes',
  query: z.object({
    projectId: ProjectIdSchema,
    userAddress: UserSchema,
    from: TokenSchema,
    to: TokenSchema,
    amount: AmountSchema,
    gasPrice: z.string().max(78).regex(/^\d+$/, 'must be a whole number of wei').optional().meta({
      description: 'Accepted for compatibility; gas is priced by the chain',
      example: '1875000000',
    }),
  }),
  response: z.object({ quotes: z.array(SwapQuoteSchema) }).meta({ id: 'SwapQuotes' }),
})

/** `GET /v1/convert/allowance`: how much of a token the swap contract may spend for the user. */
export const swapAllowanceRoute = defineRoute({
  method: 'get',
  path: '/v1/convert/allowance',
  query: z.object({ projectId: ProjectIdSchema, tokenAddress: TokenSchema, userAddress: UserSchema }),
  response: z
    .object({
      allowance: WeiSchema.meta({
        description: 'What the swap contract may spend; max uint256 for the native coin',
      }),
    })
    .meta({ id: 'SwapAllowance' }),
})

export const SwapApproveTransactionSchema = z.object({
  from: HexSchema,
  to: HexSchema.meta({ description: 'The token contract' }),
  data: HexSchema,
  value: WeiSchema,
  eip155: z.object({ gasPrice: WeiSchema }),
})

export type SwapApproveTransaction = z.infer<typeof SwapApproveTransactionSchema>

/** `GET /v1/convert/build-approve`: an approval of exactly `amount` of `from` to the swap contract. */
export const swapApproveRoute = defineRoute({
  method: 'get',
  path: '/v1/convert/build-approve',
  query: z.object({
    projectId: ProjectIdSchema,
    userAddress: UserSchema,
    from: TokenSchema,
    to: TokenSchema,
    amount: AmountSchema,
  }),
  response: z.object({ tx: SwapApproveTransactionSchema }).meta({ id: 'SwapApproveTransaction' }),
})

export const SwapCalldataSchema = z.object({
  from: HexSchema,
  to: HexSchema.meta({ description: 'The fee-taking swap router' }),
  data: HexSchema,
  value: WeiSchema,
  eip155: z.object({ gas: WeiSchema, gasPrice: WeiSchema }),
})

export type SwapCalldata = z.infer<typeof SwapCalldataSchema>

/** `POST /v1/convert/build-transaction`: the swap, its minimum output from the slippage, deadline in 20 minutes. */
export const swapTransactionRoute = defineRoute({
  method: 'post',
  path: '/v1/convert/build-transaction',
  body: z.object({
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
        .meta({ example: '1', description: 'Slippage tolerance in percent' }),
    }),
  }),
  response: z.object({ tx: SwapCalldataSchema }).meta({ id: 'SwapTransaction' }),
})
