// The public API of @latch/solana.
export {
  type DefineSolanaNetworkParameters,
  defineSolanaNetwork,
} from '../defineSolanaNetwork.js'
export { InvalidSolanaRequestError, UnsupportedSolanaMethodError } from '../errors.js'
export {
  type SolanaAdapterParameters,
  type SolanaAdapterReturnType,
  solanaAdapter,
} from '../solanaAdapter.js'
export {
  SOLANA_DEVNET_REFERENCE,
  SOLANA_MAINNET_REFERENCE,
  SOLANA_TESTNET_REFERENCE,
  toWalletStandardChain,
} from '../solanaChains.js'
export { PREFLIGHT_COMMITMENTS, type SolanaRequest, validateSolanaRequest } from '../validateSolanaRequest.js'
export { SOLANA_SIGNING_METHODS, SOLANA_WALLET_METHODS } from '../walletConnect/solanaWalletConnect.js'
export { isSolanaWallet } from '../walletStandard/isSolanaWallet.js'
export {
  type WatchSolanaConnectorsParameters,
  watchSolanaConnectors,
} from '../walletStandard/watchSolanaConnectors.js'
