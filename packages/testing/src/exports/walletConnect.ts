// The public API of @latch/testing/walletconnect: a WalletConnect wallet for tests, a real wallet-side client
// pairing with the dApp through a relay. Its own entry point, so that only a user of it installs WalletConnect's
// SDK (optional peer dependencies of this package).
export {
  type CreateWalletConnectTestWalletParameters,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletClient,
  type WalletConnectTestWalletRequest,
} from '../walletConnect/createWalletConnectTestWallet.js'
