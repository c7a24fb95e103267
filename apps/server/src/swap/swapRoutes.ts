import { randomUUID } from 'node:crypto'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256, parseAbi } from 'viem'
import { createPoolReader } from '../amm/createPoolReader.js'
import { ChainUnavailableError } from '../chains/chainErrors.js'
import { type ChainDataContext, nativeTokenAddress, requireChain } from '../chains/chainParams.js'
import type { ChainEntry } from '../chains/createChainRegistry.js'
import { ApiError } from '../errors.js'
import { errorResponse, validationHook } from '../http.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import { providerFeeRate, quoteSwap, type SwapAsset, type SwapQuote } from './quoteSwap.js'
import { readGasPrice } from './readGasPrice.js'
import {
  ApprovalNotNeededError,
  ChainMismatchError,
  SameTokenError,
  SwapUnsupportedChainError,
  UnsupportedTokenError,
} from './swapErrors.js'

/** The FeeSwapRouter interface (apps/devnet/src/contracts/FeeSwapRouter.sol). */
const feeSwapRouterAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, address feeRecipient, uint256 deadline) returns (uint256[])',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, address feeRecipient, uint256 deadline) returns (uint256[])',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, address feeRecipient, uint256 deadline) payable returns (uint256[])',
])

const zeroAddress = '0x0000000000000000000000000000000000000000'
/** A built swap must be mined within 20 minutes, or the router refuses it. */
const deadlineSeconds = 1200n
/**
 * Gas when eth_estimateGas cannot run: before the approval is mined (or without the balance) the
 * simulated swap reverts. Measured on the devnet through the FeeSwapRouter with a first-time receiver:
 * 171k (token to ETH), 201k (ETH to token), 279k used and 339k estimated (two hops, token to token).
 * The limit covers two hops with about 30% over the estimate; unused gas is not charged.
 */
const fallbackGas = 450_000n
/** eth_estimateGas answers for the current reserves; a swap mined after another one may touch more storage. */
const estimateMargin = (gas: bigint) => (gas * 12n) / 10n

const userErrors = {
  400: errorResponse('Invalid parameter, unknown chain or token, same token twice, or no route'),
  403: errorResponse('Unknown project, or an origin not on its allowlist'),
  502: errorResponse('The chain did not answer'),
}

const quoteRoute = createRoute({
  method: api.swapQuotesRoute.method,
  path: api.swapQuotesRoute.path,
  summary:
    'Swap quote from the AMM pools (direct or through the wrapped native coin), after the provider fee',
  request: { query: api.swapQuotesRoute.query },
  responses: {
    200: {
      description: 'One quote',
      content: { 'application/json': { schema: api.swapQuotesRoute.response } },
    },
    ...userErrors,
  },
})

const allowanceRoute = createRoute({
  method: api.swapAllowanceRoute.method,
  path: api.swapAllowanceRoute.path,
  summary: 'How much of a token the swap contract may spend for the user',
  request: { query: api.swapAllowanceRoute.query },
  responses: {
    200: {
      description: 'Allowance',
      content: { 'application/json': { schema: api.swapAllowanceRoute.response } },
    },
    ...userErrors,
  },
})

const approveRoute = createRoute({
  method: api.swapApproveRoute.method,
  path: api.swapApproveRoute.path,
  summary: 'An approve transaction letting the swap contract spend exactly `amount` of `from`',
  request: { query: api.swapApproveRoute.query },
  responses: {
    200: {
      description: 'Unsigned transaction',
      content: { 'application/json': { schema: api.swapApproveRoute.response } },
    },
    ...userErrors,
  },
})

const buildTransactionRoute = createRoute({
  method: api.swapTransactionRoute.method,
  path: api.swapTransactionRoute.path,
  summary: 'A swap transaction with the minimum output from the slippage tolerance, deadline in 20 minutes',
  request: {
    body: { required: true, content: { 'application/json': { schema: api.swapTransactionRoute.body } } },
  },
  responses: {
    200: {
      description: 'Unsigned transaction',
      content: { 'application/json': { schema: api.swapTransactionRoute.response } },
    },
    ...userErrors,
  },
})

type Side = { caip: string; address: Address; asset: SwapAsset }
type Pair = { chain: ChainEntry; feeSwapRouter: Address; user: Address; from: Side; to: Side }

/**
 * `GET /v1/convert/quotes`, `GET /v1/convert/allowance`, `GET /v1/convert/build-approve` and
 * `POST /v1/convert/build-transaction`: swaps through the chain's FeeSwapRouter, which collects the
 * provider fee on chain for `chainData.swapFeeRecipient` (no recipient: no fee, and quotes say `fee: null`).
 */
export function createSwapRoutes(chainData: ChainDataContext) {
  const pools = createPoolReader()
  const feeRecipient = chainData.swapFeeRecipient

  const swapChain = (caip: string) => {
    const chain = requireChain(chainData.chains, caip.split(':').slice(0, 2).join(':'))
    if (!chain.swap || !chain.amm) throw new SwapUnsupportedChainError(chain.caip)
    return { chain, feeSwapRouter: chain.swap.feeSwapRouter }
  }

  const side = async (chain: ChainEntry, caip: string): Promise<Side> => {
    const address = caip.split(':')[2]?.toLowerCase() as Address
    if (address === nativeTokenAddress) return { caip, address, asset: 'native' }
    const token = await chainData.tokens.get(chain.chainId, address)
    if (!token?.listed) throw new UnsupportedTokenError(caip)
    return { caip, address, asset: address }
  }

  const sameChain = (first: string, second: string) => {
    const chainOf = (caip: string) => caip.split(':').slice(0, 2).join(':')
    if (chainOf(first) !== chainOf(second)) throw new ChainMismatchError(first, second)
  }

  const userOf = (caip: string) => caip.split(':')[2] as Address

  const pair = async (query: { userAddress: string; from: string; to: string }): Promise<Pair> => {
    sameChain(query.from, query.to)
    sameChain(query.from, query.userAddress)
    const { chain, feeSwapRouter } = swapChain(query.from)
    if (query.from.toLowerCase() === query.to.toLowerCase()) throw new SameTokenError(query.from)
    const [from, to] = await Promise.all([side(chain, query.from), side(chain, query.to)])
    return { chain, feeSwapRouter, user: userOf(query.userAddress), from, to }
  }

  const quote = (swap: Pair, amountIn: bigint): Promise<SwapQuote> =>
    onChain(swap.chain, () =>
      quoteSwap(pools, swap.chain, {
        from: swap.from.asset,
        to: swap.to.asset,
        amountIn,
        feeRecipient,
        names: { from: swap.from.caip, to: swap.to.caip },
      }),
    )

  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(quoteRoute, async (c) => {
      const query = c.req.valid('query')
      const swap = await pair(query)
      const result = await quote(swap, BigInt(query.amount))
      const caip = (address: string) => `${swap.chain.caip}:${address}`
      return c.json(
        {
          quotes: [
            {
              id: randomUUID(),
              fromAmount: result.amountIn.toString(),
              fromAccount: swap.from.caip,
              toAmount: result.amountOut.toString(),
              toAccount: swap.to.caip,
              priceImpact: result.priceImpact,
              path: result.path.map(caip),
              fee: feeRecipient
                ? { rate: providerFeeRate, amount: result.fee.toString(), recipient: caip(feeRecipient) }
                : null,
            },
          ],
        },
        200,
      )
    })
    .openapi(allowanceRoute, async (c) => {
      const query = c.req.valid('query')
      sameChain(query.tokenAddress, query.userAddress)
      const { chain, feeSwapRouter } = swapChain(query.tokenAddress)
      const token = await side(chain, query.tokenAddress)
      if (token.asset === 'native') return c.json({ allowance: maxUint256.toString() }, 200)
      const allowance = await onChain(chain, () =>
        chain.client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [userOf(query.userAddress), feeSwapRouter],
        }),
      )
      return c.json({ allowance: allowance.toString() }, 200)
    })
    .openapi(approveRoute, async (c) => {
      const query = c.req.valid('query')
      const swap = await pair(query)
      if (swap.from.asset === 'native') throw new ApprovalNotNeededError()
      const gasPrice = await onChain(swap.chain, () => readGasPrice(swap.chain))
      return c.json(
        {
          tx: {
            from: swap.user,
            to: swap.from.address,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [swap.feeSwapRouter, BigInt(query.amount)],
            }),
            value: '0',
            eip155: { gasPrice: gasPrice.standard },
          },
        },
        200,
      )
    })
    .openapi(buildTransactionRoute, async (c) => {
      const body = c.req.valid('json')
      const swap = await pair(body)
      const amountIn = BigInt(body.amount)
      const [result, gasPrice, block] = await Promise.all([
        quote(swap, amountIn),
        onChain(swap.chain, () => readGasPrice(swap.chain)),
        onChain(swap.chain, () => swap.chain.client.getBlock({ blockTag: 'latest' })),
      ])
      // Slippage in percent with up to 4 decimals, as an integer of millionths.
      const [whole = '0', fraction = ''] = body.eip155.slippage.split('.')
      const slippageMillionths = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'))
      const amountOutMin = (result.amountOut * (1_000_000n - slippageMillionths)) / 1_000_000n
      // The chain's clock decides expiry; it can run ahead of the wall clock on a test chain.
      const now = BigInt(Math.floor(Date.now() / 1000))
      const deadline = (block.timestamp > now ? block.timestamp : now) + deadlineSeconds
      const recipient = feeRecipient ?? zeroAddress
      const { data, value } = swapCall(swap, result.path, amountIn, amountOutMin, recipient, deadline)
      const gas = await swap.chain.client
        .estimateGas({ account: swap.user, to: swap.feeSwapRouter, data, value })
        .then(estimateMargin)
        .catch(() => fallbackGas)
      return c.json(
        {
          tx: {
            from: swap.user,
            to: swap.feeSwapRouter,
            data,
            value: value.toString(),
            eip155: { gas: gas.toString(), gasPrice: gasPrice.standard },
          },
        },
        200,
      )
    })
}

function swapCall(
  swap: Pair,
  path: Address[],
  amountIn: bigint,
  amountOutMin: bigint,
  feeRecipient: Address,
  deadline: bigint,
): { data: Hex; value: bigint } {
  if (swap.from.asset === 'native') {
    return {
      data: encodeFunctionData({
        abi: feeSwapRouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, path, swap.user, feeRecipient, deadline],
      }),
      value: amountIn,
    }
  }
  return {
    data: encodeFunctionData({
      abi: feeSwapRouterAbi,
      functionName: swap.to.asset === 'native' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
      args: [amountIn, amountOutMin, path, swap.user, feeRecipient, deadline],
    }),
    value: 0n,
  }
}

/** A chain read: API errors pass through, an RPC failure answers 502 CHAIN_UNAVAILABLE. */
async function onChain<T>(chain: ChainEntry, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ChainUnavailableError(chain.caip, describeUpstreamError(error))
  }
}
