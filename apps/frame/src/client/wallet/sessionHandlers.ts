import type { revokeEmbeddedSessionRoute } from '@latch/api'
import type { FrameHandlers } from '@latch/frame-protocol'
import type { Address } from 'viem'
import { callApi } from '../api/callApi.js'
import { loadDeviceShare } from '../storage.js'
import { showIdle } from '../ui.js'
import { frameUser } from './accounts.js'
import { readyKey } from './keyShares.js'
import { withPermissions } from './permissionStore.js'
import type { WalletContext } from './walletContext.js'

/** The session as the page asks about it: the user, whether connected, signing out, and the network. */
export function sessionHandlers(
  context: WalletContext,
): Pick<FrameHandlers, 'GET_USER' | 'IS_CONNECTED' | 'SIGN_OUT' | 'GET_CHAIN_ID' | 'SWITCH_NETWORK'> {
  const { state } = context
  return {
    async GET_USER(payload) {
      if (payload?.preferredAccountType) await state.useDefaultAccountType(payload.preferredAccountType)
      const { address } = await readyKey(context)
      return frameUser(context, address)
    },
    async IS_CONNECTED() {
      await state.loaded
      if (!state.session()?.address) return { isConnected: false }
      try {
        await context.tokens.accessToken()
        // The session as it is now: another tab's frame may have refreshed it meanwhile.
        return { isConnected: Boolean(await loadDeviceShare(state.session()?.address as string)) }
      } catch {
        return { isConnected: false }
      }
    },
    async SIGN_OUT() {
      state.cancelApproval()
      const token = state.access()?.token
      state.setAccess(undefined)
      // Signing out ends the permissions the key granted on this device.
      const address = state.session()?.address
      if (address) await withPermissions(state, address as Address, (granted) => granted.clear())
      await state.saveSession(undefined)
      // The device share stays: the next login on this device needs the code only.
      if (token)
        await callApi<typeof revokeEmbeddedSessionRoute>(context.api, 'DELETE /v1/embedded/sessions', {
          token,
        }).catch(() => {})
      context.onSessionChanged({ isConnected: false })
      showIdle()
      return {}
    },
    async GET_CHAIN_ID() {
      await state.loaded
      return { chainId: state.chainId() }
    },
    async SWITCH_NETWORK({ chainId }) {
      await state.loaded
      state.setChainId(typeof chainId === 'number' ? chainId : Number(chainId))
      const session = state.session()
      if (session) await state.saveSession({ ...session, chainId: state.chainId() })
      return { chainId: state.chainId() }
    },
  }
}
