export {
  createSolanaTestAccount,
  type SolanaSendOptions,
  type SolanaTestAccount,
} from '../createSolanaTestAccount.js'
export {
  type InstallSolanaTestWalletParameters,
  installSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletChain,
} from '../installSolanaTestWallet.js'
export {
  type WalletConnectSolanaSideParameters,
  walletConnectSolanaSide,
} from '../walletConnectSolanaSide.js'
