import type { TokenBalance } from '@latch/api'
import type { CaipAddress } from './caip.js'

// Balances, token holdings and the Send flow.

export type Balance = {
  caipAddress: CaipAddress
  value: string
  decimals: number
  symbol: string
  fetchedAt: number
}

/**
 * A token the account holds, as the server's balance API answers it: `chainId` the CAIP-2 network, `address`
 * CAIP-10 (absent for the native coin), `value` and `price` in USD when a price is known, `quantity` the
 * decimals and the amount in token units as decimal strings.
 */
export type { TokenBalance } from '@latch/api'

/** One asset of an EIP-7811 `wallet_getAssets` answer. */
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

/** The Send flow's form and its figures. */
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
