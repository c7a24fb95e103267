// What a namespace's test package (`@latch/testing-solana`, `-bitcoin`, `-polkadot`) builds its test wallets
// from: the binding that carries a page script's requests to Node, the handle every such wallet shares, the
// prompt modes, and the one-chain namespace a WalletConnect side approves.
export type { BindingMessage, BindingReply } from '../injectedProvider.js'
export {
  type BindingNames,
  type BindingWallet,
  type BindingWalletHandle,
  type BindingWalletHandleParameters,
  bindingNames,
  bindingWalletHandle,
  type InstallBindingWalletParameters,
  installBindingWallet,
} from '../installBindingWallet.js'
export type { TestWalletMode, TestWalletRequest } from '../testWallet.js'
export {
  singleChainNamespace,
  type WalletConnectNamespaceSide,
} from '../walletConnectNamespaces.js'
export { createWalletPrompts, type WalletPrompts } from '../walletPrompts.js'
