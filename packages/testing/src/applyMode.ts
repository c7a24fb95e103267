import { ProviderRpcError, UserRejectedRequestError } from './errors.js'
import type { TestWalletMode } from './testWallet.js'

/**
 * Stands for the person answering a wallet's prompt: resolves to approve, throws 4001 to reject (after the
 * delay, if any), or throws the chosen error.
 */
export async function applyMode(mode: TestWalletMode): Promise<void> {
  if (mode === 'approve') return
  if (mode === 'reject') throw new UserRejectedRequestError()
  if ('delay' in mode) {
    await new Promise((resolve) => setTimeout(resolve, mode.delay))
    return applyMode(mode.answer ?? 'approve')
  }
  throw new ProviderRpcError(mode.error.code, mode.error.message, mode.error.data)
}
