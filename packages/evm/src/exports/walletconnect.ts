// @latch/evm/walletconnect: remote pairing, for an app that installs @walletconnect/universal-provider.

export { WalletConnectProviderMissingError } from '../walletConnect/WalletConnectProviderMissingError.js'
export {
  type WalletConnectReturnType,
  walletConnect,
} from '../walletConnect/walletConnect.js'
