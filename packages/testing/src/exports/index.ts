export { type AnvilAccount, anvilAccounts, anvilMnemonic } from '../anvilAccounts.js'
export {
  type BitcoinTestWallet,
  type BitcoinTestWalletMode,
  type BitcoinTestWalletParameters,
  createBitcoinTestWallet,
} from '../bitcoin/createBitcoinTestWallet.js'
export {
  type InstallBitcoinTestWalletParameters,
  type InstalledBitcoinTestWallet,
  installBitcoinTestWallet,
} from '../bitcoin/installBitcoinTestWallet.js'
export { chromiumLaunchOptions } from '../chromiumLaunchOptions.js'
export {
  type CreateFarcasterTestAppParameters,
  createFarcasterTestApp,
  type FarcasterTestApp,
} from '../createFarcasterTestApp.js'
export {
  DisconnectedError,
  InternalRpcError,
  InvalidParamsError,
  ProviderRpcError,
  type ProviderRpcErrorShape,
  UnauthorizedError,
  UnrecognizedChainError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from '../errors.js'
export { type TestWalletFixtures, test } from '../fixtures.js'
export type { TestWalletInfo } from '../injectedProvider.js'
export type { BindingWalletHandle } from '../installBindingWallet.js'
export { type InstallTestWalletParameters, installTestWallet, type TestWallet } from '../installTestWallet.js'
export {
  type InstallPolkadotTestWalletParameters,
  installPolkadotTestWallet,
  type PolkadotTestWallet,
} from '../polkadot/installPolkadotTestWallet.js'
export type { TestWalletAsset, TestWalletAssets } from '../readWalletAssets.js'
export { routeWalletConnectVerify } from '../routeWalletConnectVerify.js'
export { type ToSmartAccountParameters, toSmartAccount } from '../smartAccount.js'
export {
  createSolanaTestAccount,
  type SolanaSendOptions,
  type SolanaTestAccount,
} from '../solana/createSolanaTestAccount.js'
export {
  type InstallSolanaTestWalletParameters,
  installSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletChain,
} from '../solana/installSolanaTestWallet.js'
export type {
  AddEthereumChainParameter,
  TestWalletAccountSource,
  TestWalletChain,
  TestWalletMode,
  TestWalletRequest,
} from '../testWallet.js'
export {
  type CreateWalletConnectTestWalletParameters,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletClient,
  type WalletConnectTestWalletRequest,
} from '../walletConnect/createWalletConnectTestWallet.js'
