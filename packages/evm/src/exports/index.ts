// The public API of @latch/evm. The optional pieces, each on an SDK the app installs only if it uses it, are
// their own entry points (walletconnect, coinbase, safe), so this one never references those SDKs.
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
export {
  type WatchInjectedConnectorsParameters,
  watchInjectedConnectors,
} from '../watchInjectedConnectors.js'
