import type { SignClientTypes } from '@walletconnect/types'
import { type ProviderRpcErrorShape, UnsupportedMethodError } from '../errors.js'
import { answerEip155Request } from './answerEip155Request.js'
import { failureShape, toErrorResponse } from './walletConnectResponses.js'
import type { WalletConnectWalletState } from './walletConnectState.js'
import type { WalletConnectTestWalletRequest } from './walletConnectTestWalletTypes.js'

/** Routes a request by its chain's namespace: to the account beyond eip155 that serves it, or to the EVM answers. */
async function answer(
  state: WalletConnectWalletState,
  method: string,
  params: unknown,
  caipChainId: string,
): Promise<unknown> {
  await state.prompts.beforeAnswer(method)
  const namespace = caipChainId.split(':')[0]
  if (namespace !== 'eip155') {
    const side = state.sides.find((candidate) => candidate.namespace === namespace)
    if (!side) throw new UnsupportedMethodError(`${state.metadata.name} has no account on ${namespace}.`)
    return side.answer(method, params, caipChainId, () => state.prompts.prompt(method))
  }
  return answerEip155Request(state, method, Array.isArray(params) ? params : [], caipChainId)
}

/**
 * Answers a session request the way the test says and logs it; the response goes back to the dApp unless the
 * session ended while the prompt was open.
 */
export async function answerSessionRequest(
  state: WalletConnectWalletState,
  { id, topic, params }: SignClientTypes.EventArguments['session_request'],
): Promise<void> {
  const { client, log } = state
  const { method, params: requestParams } = params.request
  const entry: WalletConnectTestWalletRequest = {
    method,
    params: requestParams,
    origin: client.session.keys.includes(topic) ? client.session.get(topic).peer.metadata.url : '',
    topic,
    chainId: params.chainId,
    outcome: 'pending',
  }
  log.record(entry)
  let response:
    | { id: number; jsonrpc: '2.0'; result: unknown }
    | { id: number; jsonrpc: '2.0'; error: ReturnType<typeof toErrorResponse> }
  try {
    const result = await answer(state, method, requestParams, params.chainId)
    entry.result = result
    response = { id, jsonrpc: '2.0', result }
    log.settle(entry, 'approved')
  } catch (error) {
    log.settle(entry, failureShape(error))
    response = { id, jsonrpc: '2.0', error: toErrorResponse(entry.error as ProviderRpcErrorShape) }
  }
  // The session may have ended while the prompt was open; there is no one left to answer.
  await client.respond({ topic, response }).catch(() => {})
}
