export { type AnvilAccount, anvilAccounts, anvilMnemonic } from '../anvilAccounts.js'
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
export type { TestWalletAsset, TestWalletAssets } from '../readWalletAssets.js'
export { routeWalletConnectVerify } from '../routeWalletConnectVerify.js'
export { type ToSmartAccountParameters, toSmartAccount } from '../smartAccount.js'
export type {
  AddEthereumChainParameter,
  TestWalletAccountSource,
  TestWalletChain,
  TestWalletMode,
  TestWalletRequest,
} from '../testWallet.js'
export type { WalletConnectNamespaceSide } from '../walletConnectNamespaces.js'
