import type { AdapterContext, AdapterRuntime } from '@latch/core'
import { connect, disconnect, reconnect } from './polkadotConnection.js'
import { createPolkadotRuntimeContext, extensionEntryOf } from './polkadotRuntimeContext.js'
import { sendPolkadotTransfer, waitForPolkadotTransfer } from './polkadotTransfers.js'
import { signPolkadotMessage } from './signPolkadotMessage.js'
import { watchPolkadotAccounts } from './watchPolkadotAccounts.js'

/**
 * The Polkadot runtime: extension wallets through `injectedWeb3` (`enable`, the first account by default,
 * silent reconnect for a site the extension approved, account changes) and the WalletConnect session's Polkadot
 * account (`polkadot_signMessage`, `polkadot_signTransaction`), messages signed with `signRaw` and
 * verified here with `@polkadot/util-crypto`, and balances and transfers (`balances.transferKeepAlive`, signed
 * by the extension's `signPayload`) through `@polkadot/api`, which loads only when the chain is read. Loaded on
 * demand by `polkadotAdapter()`; its parts share one context (`createPolkadotRuntimeContext`).
 *
 * @example
 * const runtime = createPolkadotRuntime({ config: latch.config })
 */
export function createPolkadotRuntime(context: AdapterContext): AdapterRuntime {
  const runtime = createPolkadotRuntimeContext(context)
  return {
    connect: (parameters) => connect(runtime, parameters),
    reconnect: (parameters) => reconnect(runtime, parameters),
    disconnect: (parameters) => disconnect(runtime, parameters),
    async switchNetwork({ connector, network }) {
      const entry = extensionEntryOf(runtime, connector)
      runtime.registry.set(connector.id, { ...entry, network })
    },
    async getBalance({ address, network }) {
      const api = await runtime.apiOf(network)
      const { data } = await api.query.system.account(address)
      return {
        value: data.free.toBigInt(),
        decimals: api.registry.chainDecimals[0] ?? network.nativeCurrency.decimals,
        symbol: api.registry.chainTokens[0] ?? network.nativeCurrency.symbol,
      }
    },
    signMessage: (parameters) => signPolkadotMessage(runtime, parameters),
    sendTransaction: (parameters) => sendPolkadotTransfer(runtime, parameters),
    waitForTransactionReceipt: (parameters) => waitForPolkadotTransfer(runtime, parameters),
    watchProvider: (connector, handlers) => watchPolkadotAccounts(runtime, connector, handlers),
  }
}
