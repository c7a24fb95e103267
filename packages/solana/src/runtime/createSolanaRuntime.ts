import { type AdapterContext, type AdapterRuntime, UserRejectedRequestError } from '@latch/core'
import { address, getBase58Decoder } from '@solana/kit'
import { connect, disconnect, reconnect } from './solanaConnection.js'
import { createSolanaRuntimeContext, setConnectorNetwork } from './solanaRuntimeContext.js'
import { sendSolanaTransfer, waitForSolanaTransaction } from './solanaTransfers.js'
import { solanaWalletBackend, toWalletError } from './solanaWalletBackend.js'
import { watchSolanaWallet } from './watchSolanaWallet.js'

const base58 = getBase58Decoder()

/**
 * The solana runtime: Wallet Standard wallets (connect, silent reconnect, account changes, signing), the
 * WalletConnect session's Solana account, balances and sends through `@solana/kit` against the network's RPC
 * (then the Latch server's proxy). Loaded on demand by `solanaAdapter()`; its parts share one context
 * (`createSolanaRuntimeContext`).
 *
 * @example
 * const runtime = createSolanaRuntime({ config: latch.config })
 */
export function createSolanaRuntime(context: AdapterContext): AdapterRuntime {
  const runtime = createSolanaRuntimeContext(context)
  return {
    connect: (parameters) => connect(runtime, parameters),
    reconnect: (parameters) => reconnect(runtime, parameters),
    disconnect: (parameters) => disconnect(runtime, parameters),
    async switchNetwork({ connector, network }) {
      // Solana wallets take the chain with each request: switching is the widget's choice alone.
      setConnectorNetwork(runtime, connector, network)
    },
    async getBalance({ address: owner, network }) {
      const { value } = await runtime
        .rpcOf(network)
        .getBalance(address(owner), { commitment: 'confirmed' })
        .send()
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
    async signMessage({ connector, message }) {
      const wallet = await solanaWalletBackend(context, connector.id, runtime.networkOf(connector))
      try {
        return base58.decode(await wallet.signMessage(new TextEncoder().encode(message)))
      } catch (error) {
        const failure = toWalletError(error)
        if (failure instanceof UserRejectedRequestError)
          throw new UserRejectedRequestError({ shortMessage: 'Signature declined', cause: error })
        throw failure
      }
    },
    sendTransaction: ({ connector, network, transaction }) =>
      sendSolanaTransfer(runtime, {
        connector,
        network,
        from: transaction.from,
        to: transaction.to,
        amount: transaction.value,
      }),
    transferToken: ({ connector, network, address: from, tokenAddress, to, amount }) =>
      sendSolanaTransfer(runtime, { connector, network, from, to, amount, mint: tokenAddress }),
    async getAccountType() {
      return 'eoa'
    },
    waitForTransactionReceipt: (parameters) => waitForSolanaTransaction(runtime, parameters),
    watchProvider: (connector, handlers) => watchSolanaWallet(runtime, connector, handlers),
  }
}
