// The public API of @latch/evm.
export {
  type AnnouncedProvider,
  buildInjectedConnectors,
  identifyInjectedProvider,
} from '../buildInjectedConnectors.js'
export { CoinbaseWalletSdkMissingError } from '../coinbase/CoinbaseWalletSdkMissingError.js'
export {
  COINBASE_WALLET_RDNS,
  type CoinbaseWalletParameters,
  coinbaseWallet,
} from '../coinbase/coinbaseWallet.js'
export {
  type CreateRpcTransportParameters,
  type CreateRpcTransportReturnType,
  createRpcTransport,
} from '../createRpcTransport.js'
export { type DefineNetworkParameters, defineNetwork } from '../defineNetwork.js'
export {
  type Eip155AdapterParameters,
  type Eip155AdapterReturnType,
  eip155Adapter,
} from '../eip155Adapter.js'
export { SafeAppsSdkMissingError } from '../safe/SafeAppsSdkMissingError.js'
export { type SafeParameters, safe } from '../safe/safe.js'
export { WalletConnectProviderMissingError } from '../walletConnect/WalletConnectProviderMissingError.js'
export {
  type WatchInjectedConnectorsParameters,
  watchInjectedConnectors,
} from '../watchInjectedConnectors.js'
