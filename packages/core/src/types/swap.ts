import type { CaipAddress, CaipNetworkId } from './caip.js'

// The Swap views' tokens, transactions and state.

/** A token of the swap view: from the token list, with the account's balance when it holds some. */
export type SwapToken = {
  /** CAIP-10 (`eip155:<chainId>:<address>`); the native coin is `…:0xeeee…eeee`. */
  address: CaipAddress
  symbol: string
  name: string
  decimals: number
  logoUri: string
  /** USD price of one token, when known. */
  price?: number | undefined
  /** What the account holds (decimal text in token units), when it holds some. */
  quantity?: { decimals: string; numeric: string } | undefined
}

/** A built transaction of the swap flow: an approval or the swap itself, ready for the wallet to send. */
export type SwapTransaction = {
  data: string
  to: string
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  value: bigint
  /** The target amount the transaction was built for (decimal text). */
  toAmount: string
}

/** The swap view's state: the two tokens, the amounts, the quote and the transactions it needs. */
export type SwapState = {
  status: 'uninitialised' | 'initializing' | 'initialized'
  /** The network the token list and balances belong to. */
  caipNetworkId: CaipNetworkId | undefined
  tokens: readonly SwapToken[]
  myTokensWithBalance: readonly SwapToken[]
  /** USD price per CAIP-10 token address. */
  tokensPriceMap: Readonly<Record<string, number>>
  isSmartAccount: boolean
  networkPrice: number
  networkTokenSymbol: string
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** Decimal text as typed. */
  sourceTokenAmount: string
  /** Decimal text, 6 decimals at most. */
  toTokenAmount: string
  sourceTokenPriceInUSD: number
  toTokenPriceInUSD: number
  /** Slippage tolerance in percent. */
  slippage: number
  /** Gas price in wei per gas (the 'standard' tier). */
  gasFee: string
  gasPriceInUSD: number
  /** Percent. */
  priceImpact: number | undefined
  /** Least target amount lost to slippage, in target token units. */
  maxSlippage: number | undefined
  /** The provider's fee in source token units (decimal text), only when the quote carries a fee. */
  providerFee: string | undefined
  inputError: string | undefined
  transactionError: string | undefined
  approvalTransaction: SwapTransaction | undefined
  swapTransaction: SwapTransaction | undefined
  loadingPrices: boolean
  loadingQuote: boolean
  loadingApprovalTransaction: boolean
  loadingBuildTransaction: boolean
  loadingTransaction: boolean
  switchingTokens: boolean
}
