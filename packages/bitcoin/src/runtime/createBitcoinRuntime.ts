import type { AdapterContext, AdapterRuntime } from '@latch/core'
import { connect, disconnect, reconnect } from './bitcoinConnection.js'
import { createBitcoinRuntimeContext, walletEntryOf } from './bitcoinRuntimeContext.js'
import { sendBitcoin, waitForBitcoinTransaction } from './sendBitcoin.js'
import { signBitcoinMessage } from './signBitcoinMessage.js'
import { watchBitcoinWallet } from './watchBitcoinWallet.js'

/**
 * The bip122 runtime: Wallet Standard Bitcoin wallets (connect with the payment and ordinals purposes, silent
 * reconnect from the wallet's authorised accounts, account changes), balances, fee rates and broadcasts
 * through the network's Esplora API, message signing verified here (BIP-322 or legacy), and sends as a PSBT
 * the wallet signs. Loaded on demand by `bitcoinAdapter()`; its parts share one context
 * (`createBitcoinRuntimeContext`).
 *
 * @example
 * const runtime = createBitcoinRuntime({ config: latch.config })
 */
export function createBitcoinRuntime(context: AdapterContext): AdapterRuntime {
  const runtime = createBitcoinRuntimeContext(context)
  return {
    connect: (parameters) => connect(runtime, parameters),
    reconnect: (parameters) => reconnect(runtime, parameters),
    disconnect: (parameters) => disconnect(runtime, parameters),
    async switchNetwork({ connector, network }) {
      // Bitcoin wallets take the chain with each request: switching is the widget's choice alone.
      const entry = walletEntryOf(runtime, connector)
      runtime.registry.set(connector.id, { ...entry, network })
    },
    async getBalance({ address, network }) {
      const value = await runtime.esploraOf(network).balance(address)
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
    signMessage: (parameters) => signBitcoinMessage(runtime, parameters),
    sendTransaction: (parameters) => sendBitcoin(runtime, parameters),
    waitForTransactionReceipt: (parameters) => waitForBitcoinTransaction(runtime, parameters),
    watchProvider: (connector, handlers) => watchBitcoinWallet(runtime, connector, handlers),
  }
}
