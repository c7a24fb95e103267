import { FrameError, getRpcMethodKind, isRpcMethodNotAllowedError } from '@latch/frame-protocol'
import { appTexts } from '../../texts/app.js'
import { textOf } from '../../texts/textOf.js'
import { pushAlert } from '../pushAlert.js'
import {
  emitAuthEvent,
  type FrameSession,
  getFrameUser,
  isFrameConnected,
  refreshFrameUser,
} from './frameSession.js'
import { requestApproval } from './requestApproval.js'
import { signOutFrame } from './signOutFrame.js'

/** An auth connector's request: an EIP-1193 or Solana method, and for Solana the network it is for. */
export type ProviderRequest = { method: string; params?: unknown; caipNetworkId?: string }

const hex = (value: number | string) => `0x${Number(value).toString(16)}`

function rpcError(code: number, message: string): FrameError {
  return new FrameError(message, { code })
}

/**
 * Answers the auth connectors' requests: accounts and chain from the frame's user, a network switch through
 * the frame, signatures and transactions through its approval, any other method forwarded as is.
 */
export async function handleProviderRequest(
  session: FrameSession,
  request: ProviderRequest,
): Promise<unknown> {
  const { latch, messenger } = session
  const { method, params, caipNetworkId } = request
  const list = Array.isArray(params) ? params : []
  const forward = () =>
    messenger.request('RPC_REQUEST', { method, params, chainId: session.chainId }).catch((error: unknown) => {
      // A method outside the wallet's allow-list: the dApp gets the wallet's error, the visitor a notice.
      if (isRpcMethodNotAllowedError(error))
        pushAlert(latch, { variant: 'error', title: textOf(appTexts, 'actionNotAllowed') })
      throw error
    })
  switch (method) {
    case 'solana_requestAccounts':
    case 'solana_getAccounts': {
      // As eth_requestAccounts, a request waits for the login (and its recovery password); a read does not.
      if (method === 'solana_getAccounts' && !(await isFrameConnected(session))) return []
      const { solanaAddress } = await getFrameUser(session)
      return solanaAddress ? [{ pubkey: solanaAddress }] : []
    }
    case 'eth_requestAccounts':
      return [(await getFrameUser(session)).address]
    case 'eth_accounts':
      if (!(await isFrameConnected(session))) return []
      return [(await getFrameUser(session)).address]
    case 'eth_chainId':
      return hex(session.chainId)
    case 'wallet_switchEthereumChain':
      return switchChain(session, list[0])
    case 'wallet_addEthereumChain':
      return null
    case 'wallet_revokePermissions':
      // The adapter's disconnect revokes the accounts permission: for the embedded wallet that is signing out.
      if ((list[0] as Record<string, unknown> | undefined)?.eth_accounts) {
        await signOutFrame(session)
        return null
      }
      // An ERC-7715 permission ends without asking.
      return forward()
    case 'wallet_grantPermissions':
      if (!latch.config.features.smartSessions)
        throw rpcError(
          4200,
          'Permissions (ERC-7715) are off on this site: features.smartSessions is not set.',
        )
      break
    case 'wallet_sendCalls':
      // Calls under a granted permission are never shown: within its limits the frame signs them, beyond them
      // it refuses.
      if ((list[0] as { capabilities?: { permissions?: unknown } } | undefined)?.capabilities?.permissions)
        return forward()
      break
  }
  if (getRpcMethodKind(method) === 'approval')
    return requestApproval(session, { method, params, caipNetworkId })
  return forward()
}

/** `wallet_switchEthereumChain`: the frame switches, state and the connectors follow. */
async function switchChain(session: FrameSession, parameter: unknown): Promise<null> {
  const { latch, messenger } = session
  const next = Number.parseInt(String((parameter as { chainId?: string } | undefined)?.chainId), 16)
  if (!Number.isSafeInteger(next) || next <= 0) throw rpcError(-32602, 'Invalid chainId')
  const result = await messenger.request('SWITCH_NETWORK', { chainId: next })
  const chainId = result.chainId
  session.chainId = chainId
  if (session.user) session.user = { ...session.user, chainId }
  latch.store.setState((s) => ({ embeddedWallet: { ...s.embeddedWallet, chainId } }))
  emitAuthEvent(latch, 'chainChanged', hex(chainId))
  // A network without a bundler has no smart account: the wallet acts as its key there.
  if (session.user) await refreshFrameUser(session).catch(() => {})
  return null
}
