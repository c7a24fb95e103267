import type { CaipAddress } from './caip.js'

// Balances, token holdings and the Send flow.

export type Balance = {
  caipAddress: CaipAddress
  value: string
  decimals: number
  symbol: string
  fetchedAt: number
}

/** A token the account holds (specification section 3, Token balance). `address` is CAIP-10, absent for the native coin. */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2 network id. */
  chainId: string
  address?: string | undefined
  /** USD value of the holding, when a price is known. */
  value?: number | undefined
  /** USD price of one token, when known. */
  price?: number | undefined
  /** `decimals` as a string; `numeric` the amount in token units as a decimal string. */
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** One asset of an EIP-7811 `wallet_getAssets` answer (specification section 3, Wallet asset). */
export type WalletAsset = {
  /** The token contract, or 'native'. */
  address: string
  /** Hex amount in base units. */
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: {
    name: string
    symbol: string
    decimals: number
    price: number
    iconUrl: string
    value?: number | undefined
  }
}

/** The account's token balances on its network, as last fetched. */
export type TokenBalances = {
  caipAddress: CaipAddress
  balances: readonly TokenBalance[]
  fetchedAt: number
}

/** The Send flow's form and its figures (specification section 3, Send state). */
export type SendState = {
  token: TokenBalance | undefined
  /** The amount as the visitor typed it, in token units. */
  sendTokenAmount: string | undefined
  /** The receiver as typed, or the address a name resolved to. */
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  /** Wei per gas (the server's standard tier), as a decimal string. */
  gasPrice: string | undefined
  /** Cost in USD of the assumed gas at `gasPrice`, when the native price is known. */
  gasPriceInUSD: number | undefined
  /** USD value of the native balance, when known. */
  networkBalanceInUSD: string | undefined
  /** A send is in flight. */
  loading: boolean
}
