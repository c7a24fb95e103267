import { FrameNotSupportedError, getRpcMethodKind } from '@latch/frame-protocol'
import { type Address, numberToHex } from 'viem'
import { rpcRequest } from '../api/rpcProxy.js'
import { activeAccount } from './accounts.js'
import { callsStatus, sendCalls, walletCapabilities } from './evmCalls.js'
import { sendRawTransaction, sendTransaction } from './evmSend.js'
import { personalSign, signTypedData } from './evmSigning.js'
import { grantPermission, revokePermission } from './permissions.js'
import { walletAssets } from './walletAssets.js'
import type { WalletContext } from './walletContext.js'

type RpcCall = { method: string; params: unknown }

/**
 * The eip155 methods the wallet answers itself: the account, EIP-5792 batches, EIP-7811 assets, signatures,
 * sends, permissions.
 */
const ownMethods: Record<string, (context: WalletContext, call: RpcCall) => Promise<unknown>> = {
  async eth_accounts(context) {
    const { state } = context
    await state.loaded
    const address = state.session()?.address
    return address && !state.recovery() ? [(await activeAccount(context, address as Address)).address] : []
  },
  eth_chainId: async (context) => numberToHex(context.state.chainId()),
  wallet_getCapabilities: async (context, { params }) =>
    walletCapabilities(context, Array.isArray(params) ? params[1] : undefined),
  wallet_getCallsStatus: async (context, { params }) =>
    callsStatus(context, Array.isArray(params) ? params[0] : undefined),
  wallet_getAssets: async (context, { params }) => walletAssets(context, params),
  personal_sign: personalSign,
  eth_signTypedData_v4: signTypedData,
  eth_sendTransaction: sendTransaction,
  wallet_sendCalls: sendCalls,
  wallet_grantPermissions: grantPermission,
  wallet_revokePermissions: revokePermission,
  eth_sendRawTransaction: sendRawTransaction,
}

/**
 * An eip155 RPC request that passed the gate: answered by the wallet, or a read passed to the network through
 * the server's proxy. A method the gate lets through that this wallet does not serve says so.
 */
export async function evmRpc(context: WalletContext, method: string, params: unknown): Promise<unknown> {
  const own = Object.hasOwn(ownMethods, method) ? ownMethods[method] : undefined
  if (own) return own(context, { method, params })
  if (getRpcMethodKind(method) === 'read')
    return rpcRequest(context.api, context.state.chainId(), method, params)
  throw new FrameNotSupportedError(method)
}
