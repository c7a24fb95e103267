// The public API of @latch/bitcoin.
export {
  type BitcoinAccountType,
  type BitcoinAdapterParameters,
  type BitcoinAdapterReturnType,
  bitcoinAdapter,
} from '../bitcoinAdapter.js'
export {
  BITCOIN_MAINNET_REFERENCE,
  BITCOIN_REGTEST_REFERENCE,
  BITCOIN_TESTNET_REFERENCE,
  type BitcoinAddressNetwork,
  bitcoinAddressNetwork,
  toBitcoinWalletChain,
} from '../bitcoinChains.js'
export { bitcoinRegtest } from '../bitcoinRegtest.js'
export {
  buildBitcoinPayment,
  InsufficientBitcoinError,
  isBitcoinAddress,
} from '../runtime/buildBitcoinPayment.js'
export { InputVerificationError, type Prevout, verifyBitcoinInputs } from '../verifyBitcoinInputs.js'
export { bip322ToSign, legacyMessageHash, verifyBitcoinMessage } from '../verifyBitcoinMessage.js'
export { BITCOIN_WALLET_EVENTS, BITCOIN_WALLET_METHODS } from '../walletConnect/bitcoinWalletConnect.js'
export { isBitcoinWallet } from '../walletStandard/isBitcoinWallet.js'
export {
  type WatchBitcoinConnectorsParameters,
  watchBitcoinConnectors,
} from '../walletStandard/watchBitcoinConnectors.js'
