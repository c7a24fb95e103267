// The public API of @latch/evm.
export {
  type AnnouncedProvider,
  buildInjectedConnectors,
  identifyInjectedProvider,
} from '../buildInjectedConnectors.js'
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
export { WalletConnectProviderMissingError } from '../walletConnect/WalletConnectProviderMissingError.js'
export {
  type WatchInjectedConnectorsParameters,
  watchInjectedConnectors,
} from '../watchInjectedConnectors.js'
