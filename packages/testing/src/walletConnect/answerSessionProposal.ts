import type { SignClientTypes } from '@walletconnect/types'
import { type ProviderRpcErrorShape, toProviderRpcErrorShape } from '../errors.js'
import { approveProposalNamespaces, sdkErrors } from '../walletConnectNamespaces.js'
import { acknowledgeTimeout, failureShape, toErrorResponse, withTimeout } from './walletConnectResponses.js'
import { activeAccount, type WalletConnectWalletState } from './walletConnectState.js'
import type { WalletConnectTestWalletRequest } from './walletConnectTestWalletTypes.js'

/**
 * Answers a session proposal the way `on('session_proposal', mode)` says: declined with USER_REJECTED, refused when
 * it asks for what the wallet cannot give, or approved with every known chain and the active account (and the
 * accounts beyond eip155 the proposal asks for), settled once the dApp acknowledges it.
 */
export async function answerSessionProposal(
  state: WalletConnectWalletState,
  { id, params }: SignClientTypes.EventArguments['session_proposal'],
): Promise<void> {
  const { client, log } = state
  const entry: WalletConnectTestWalletRequest = {
    method: 'session_proposal',
    params,
    origin: params.proposer.metadata.url,
    topic: params.pairingTopic,
    outcome: 'pending',
  }
  log.record(entry)
  try {
    await state.prompts.prompt('session_proposal')
  } catch (error) {
    const shape = toProviderRpcErrorShape(error)
    const reason = shape.code === 4001 ? sdkErrors.USER_REJECTED : shape
    await client.reject({ id, reason: toErrorResponse(reason) }).catch(() => {})
    return log.settle(entry, reason)
  }
  const answer = approveProposalNamespaces(params, {
    chainIds: [...state.chains.keys()],
    address: activeAccount(state).address,
  })
  if (!('eip155' in answer)) {
    await client.reject({ id, reason: toErrorResponse(answer as ProviderRpcErrorShape) }).catch(() => {})
    return log.settle(entry, answer as ProviderRpcErrorShape)
  }
  for (const side of state.sides) {
    const approved = side.approve(params)
    if (approved) answer[side.namespace] = approved
  }
  try {
    const { topic, acknowledged } = await client.approve({ id, namespaces: answer })
    entry.result = { topic }
    // The dApp has the session once it acknowledges; a dApp that went away never does.
    await withTimeout(acknowledged(), acknowledgeTimeout).catch(() => {})
    log.settle(entry, 'approved')
  } catch (error) {
    log.settle(entry, failureShape(error))
  }
}
