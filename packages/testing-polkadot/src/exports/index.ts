export type { PolkadotSignerParameters } from '../createPolkadotSigner.js'
export {
  type InstallPolkadotTestWalletParameters,
  installPolkadotTestWallet,
  type PolkadotTestWallet,
} from '../installPolkadotTestWallet.js'
export {
  type WalletConnectPolkadotSideParameters,
  walletConnectPolkadotSide,
} from '../walletConnectPolkadotSide.js'
