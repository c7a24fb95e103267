import { type AppEventResult, FrameError, type FrameHandlers } from '@latch/frame-protocol'
import { smartAccountDeployment } from '@latch/smart-account'
import type { Address } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { exportedKeysOf } from '../keyExport/exportedKeys.js'
import { showKeyExport } from '../keyExport/keyExportView.js'
import { type KitSmartAccount, recoveryKitText } from '../keyExport/recoveryKit.js'
import { readyKey } from './keyShares.js'
import { type Reauthentication, startReauthentication, withFreshSecret } from './reauthenticate.js'
import type { WalletContext } from './walletContext.js'

type ExportResult = AppEventResult<'EXPORT_KEY'>

/** The smart account the key owns on each network with one (counterfactual: from the owner's address alone). */
async function kitSmartAccounts(context: WalletContext, owner: Address): Promise<KitSmartAccount[]> {
  return (await context.smartAccountNetworks()).map(({ chainId, contracts }) => ({
    chainId,
    ...smartAccountDeployment(owner, contracts),
    implementation: contracts.implementation,
  }))
}

/**
 * The key export, on the frame's own screen only: the warning, a fresh re-authentication by a new mailed code,
 * then the keys (shown in this document alone, never in a message to the page) and the recovery kit. EXPORT_KEY
 * answers when the screen closes, with whether the keys were shown and whose addresses; CLOSE_KEY_EXPORT closes it
 * when the modal leaves it.
 */
export function keyExportHandlers(
  context: WalletContext,
): Pick<FrameHandlers, 'EXPORT_KEY' | 'CLOSE_KEY_EXPORT'> {
  // Each request is numbered on arrival: a close (or a newer export) ends the one before it, even while it loads.
  let latest = 0
  let screen: { close(): void } | undefined
  return {
    async EXPORT_KEY() {
      const mine = ++latest
      screen?.close()
      const { address } = await readyKey(context)
      const smartAccounts = await kitSmartAccounts(context, address)
      const email = context.state.session()?.email
      if (!email)
        throw new FrameError('Only a wallet with an e-mail login can export its key here', { code: 4100 })
      if (mine !== latest) return { exported: false, accounts: [] }
      return new Promise<ExportResult>((resolve) => {
        let pending: Reauthentication | undefined
        let accounts: ExportResult['accounts'] = []
        screen = showKeyExport({
          email,
          async sendCode() {
            pending = await startReauthentication(context)
          },
          async verify(otp) {
            if (!pending) throw new FrameError('Send a new code first')
            const fresh = await pending.verify(otp)
            pending = undefined
            const keys = await withFreshSecret(context, fresh, async (secret) =>
              exportedKeysOf(secret),
            ).finally(fresh.end)
            accounts = [
              { namespace: 'eip155', address: keys.evmAddress },
              { namespace: 'solana', address: keys.solanaAddress },
              ...smartAccounts.map((account) => ({ namespace: 'eip155', address: account.address })),
            ]
            const kit = () =>
              recoveryKitText({
                evmAddress: keys.evmAddress,
                evmPrivateKey: keys.evmPrivateKey(),
                solanaAddress: keys.solanaAddress,
                solanaSecretKey: keys.solanaSecretKey(),
                smartAccounts,
                entryPoint: entryPoint07Address,
                createdAt: new Date(),
              })
            return { keys, kit }
          },
          onClose() {
            screen = undefined
            resolve({ exported: accounts.length > 0, accounts })
          },
        })
      })
    },
    async CLOSE_KEY_EXPORT() {
      latest++
      screen?.close()
      return {}
    },
  }
}
