import { type FrameHandlers, getRpcMethodKind, RpcMethodNotAllowedError } from '@latch/frame-protocol'
import { evmRpc } from './evmRpc.js'
import { solanaRpc } from './solanaRpc.js'
import type { WalletContext } from './walletContext.js'

/** The Solana methods that only name the account: answered without the gate, as connecting asks for them. */
const solanaAccountMethods = new Set(['solana_getAccounts', 'solana_requestAccounts'])

/**
 * The RPC gate, and the one place the request's namespace is decided: a method the gate refuses is refused here;
 * the others go to the Solana account's methods or to the eip155 ones, on the network the request names.
 */
export function rpcHandlers(context: WalletContext): Pick<FrameHandlers, 'RPC_REQUEST'> {
  const { state } = context
  return {
    async RPC_REQUEST({ method, params, chainId: requested, caipNetworkId }) {
      await state.loaded
      if (requested !== undefined && Number(requested) !== state.chainId())
        state.setChainId(Number(requested))
      if (!solanaAccountMethods.has(method) && getRpcMethodKind(method) === 'refused')
        throw new RpcMethodNotAllowedError()
      if (method.startsWith('solana_')) return solanaRpc(context, method, params, caipNetworkId)
      return evmRpc(context, method, params)
    },
  }
}
