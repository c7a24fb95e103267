import { APPROVAL_RPC_METHODS, READ_RPC_METHODS } from './constants.js'

export type RpcMethodKind = 'read' | 'approval' | 'refused'

const reads = new Set<string>(READ_RPC_METHODS)
const approvals = new Set<string>(APPROVAL_RPC_METHODS)

/**
 * How the embedded wallet treats an RPC method: answered at once ('read'), shown to the visitor for approval
 * ('approval'), or refused with 'Requested RPC call is not allowed'.
 *
 * @example
 * getRpcMethodKind('personal_sign') // 'approval'
 */
export function getRpcMethodKind(method: string): RpcMethodKind {
  if (reads.has(method)) return 'read'
  if (approvals.has(method)) return 'approval'
  return 'refused'
}

/**
 * Whether a pending request survives `abortRpcRequests`: reads are safe to let finish; anything the visitor
 * would be asked to approve is aborted.
 *
 * @example
 * isSafeRpcMethod('eth_call') // true
 */
export function isSafeRpcMethod(method: string): boolean {
  return reads.has(method)
}
