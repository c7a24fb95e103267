export {
  type BitcoinTestWallet,
  type BitcoinTestWalletMode,
  type BitcoinTestWalletParameters,
  createBitcoinTestWallet,
} from '../createBitcoinTestWallet.js'
export {
  type InstallBitcoinTestWalletParameters,
  type InstalledBitcoinTestWallet,
  installBitcoinTestWallet,
} from '../installBitcoinTestWallet.js'
export {
  type WalletConnectBitcoinSideParameters,
  walletConnectBitcoinSide,
} from '../walletConnectBitcoinSide.js'
