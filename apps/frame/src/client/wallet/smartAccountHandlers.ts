import { FrameError, type FrameHandlers } from '@latch/frame-protocol'
import { activeAccount, smartAccountOf } from './accounts.js'
import { readyKey } from './keyShares.js'
import type { WalletContext } from './walletContext.js'

/**
 * The smart account: the networks that have one, the account itself, and the visitor's choice between it and
 * the plain key.
 */
export function smartAccountHandlers(
  context: WalletContext,
): Pick<
  FrameHandlers,
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS' | 'INIT_SMART_ACCOUNT' | 'SET_PREFERRED_ACCOUNT'
> {
  const { state } = context
  const unavailable = () => new FrameError(`Smart accounts are not available on chain ${state.chainId()}`)
  return {
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      const networks = await context.smartAccountNetworks()
      return { smartAccountEnabledNetworks: networks.map((network) => network.chainId) }
    },
    async INIT_SMART_ACCOUNT() {
      const { address } = await readyKey(context)
      const smart = await smartAccountOf(context, address)
      if (!smart) throw unavailable()
      return { address: smart.address, isDeployed: smart.isDeployed }
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      const { address: owner } = await readyKey(context)
      if (type === 'smartAccount' && !(await smartAccountOf(context, owner))) throw unavailable()
      await state.setPreferredAccountType(type)
      return { type, address: (await activeAccount(context, owner)).address }
    },
  }
}
