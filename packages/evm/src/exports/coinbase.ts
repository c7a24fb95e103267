// @latch/evm/coinbase: the Coinbase Wallet connector, for an app that installs @coinbase/wallet-sdk.
export { CoinbaseWalletSdkMissingError } from '../coinbase/CoinbaseWalletSdkMissingError.js'
export {
  COINBASE_WALLET_RDNS,
  type CoinbaseWalletParameters,
  coinbaseWallet,
} from '../coinbase/coinbaseWallet.js'
