import type { AdapterContext, AdapterRuntime } from '@latch/core'
import { getAccountType, getBalance, getWalletAssets } from './runtime/eip155Balances.js'
import { connect, disconnect, reconnect } from './runtime/eip155Connection.js'
import { createEip155RuntimeContext } from './runtime/eip155RuntimeContext.js'
import { sendTransaction, transferToken, waitForTransactionReceipt } from './runtime/sendTransaction.js'
import { signMessage } from './runtime/signMessage.js'
import { switchChain } from './runtime/switchChain.js'
import { getCallsStatus, getCapabilities, sendCalls, showCallsStatus } from './runtime/walletCalls.js'
import { providerOf } from './runtime/walletProvider.js'
import { watchProvider } from './runtime/watchProvider.js'
import type { WalletConnectReturnType } from './walletConnect/walletConnect.js'

/**
 * The eip155 runtime: EIP-1193 calls to the chosen wallet, balances read with viem from the network's RPC,
 * and remote pairing through WalletConnect when configured and given (`walletConnect()`). Loaded on demand by `eip155Adapter()`; each part
 * lives in `runtime/`, over one shared context (`createEip155RuntimeContext`).
 *
 * @example
 * const runtime = createEip155Runtime({ config: latch.config })
 * await runtime.connect({ connector })
 */
export function createEip155Runtime(
  context?: AdapterContext,
  walletConnect?: WalletConnectReturnType,
): AdapterRuntime {
  const runtime = createEip155RuntimeContext(context, walletConnect)
  // The runtime loads when the modal opens or a session is restored: the WalletConnect SDK starts loading and
  // reaches its relay then, so a QR code appears at once when WalletConnect is chosen.
  runtime.walletConnect?.load().catch(() => {})
  return {
    connect: (parameters) => connect(runtime, parameters),
    reconnect: (parameters) => reconnect(runtime, parameters),
    disconnect: (parameters) => disconnect(runtime, parameters),
    switchNetwork: ({ connector, network }) => switchChain(providerOf(connector), network, connector),
    getBalance: (parameters) => getBalance(runtime, parameters),
    getWalletAssets: (parameters) => getWalletAssets(runtime, parameters),
    sendTransaction: (parameters) => sendTransaction(runtime, parameters),
    transferToken: (parameters) => transferToken(runtime, parameters),
    waitForTransactionReceipt: (parameters) => waitForTransactionReceipt(runtime, parameters),
    signMessage: (parameters) => signMessage(runtime, parameters),
    getCapabilities: (parameters) => getCapabilities(runtime, parameters),
    sendCalls: (parameters) => sendCalls(runtime, parameters),
    getCallsStatus: (parameters) => getCallsStatus(runtime, parameters),
    showCallsStatus: (parameters) => showCallsStatus(runtime, parameters),
    getAccountType: (parameters) => getAccountType(runtime, parameters),
    watchProvider,
  }
}
