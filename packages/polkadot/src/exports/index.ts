// The public API of @latch/polkadot.
export type {
  InjectedAccount,
  InjectedExtension,
  InjectedWindowProvider,
  SignerPayloadRaw,
} from '../injected/injectedWeb3.js'
export {
  type WatchPolkadotConnectorsParameters,
  watchPolkadotConnectors,
} from '../injected/watchPolkadotConnectors.js'
export {
  type PolkadotAdapterParameters,
  type PolkadotAdapterReturnType,
  polkadotAdapter,
} from '../polkadotAdapter.js'
export { definePolkadotNetwork, POLKADOT_MAINNET_REFERENCE } from '../polkadotChains.js'
export { isPolkadotAddress } from '../runtime/polkadotAddress.js'
export { POLKADOT_WALLET_EVENTS, POLKADOT_WALLET_METHODS } from '../walletConnect/polkadotWalletConnect.js'
