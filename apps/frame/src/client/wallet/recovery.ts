import type { authShareRoute, recoveryShareRoute, storeSharesRoute } from '@latch/api'
import { callApi } from '../api/callApi.js'
import {
  createWalletShares,
  decryptShare,
  encryptShare,
  fromBase64,
  toBase64,
  withSecret,
} from '../custody.js'
import { type StoredSession, storeDeviceShare } from '../storage.js'
import { showIdle, showRecovery } from '../ui.js'
import { eip155Signer } from './eip155Signer.js'
import { solanaSigner } from './solanaSigner.js'
import type { WalletContext } from './walletContext.js'

/**
 * Creates the wallet (a new account) or unlocks it on this device, with the recovery password typed on the
 * frame's own screen. Until the visitor has done so, anything that needs the key waits (`readyKey`).
 * `name` names the account to the visitor: an e-mail address or the social login's user name.
 */
export function startRecovery(context: WalletContext, mode: 'create' | 'enter', name: string): void {
  const { state } = context
  let finish: () => void = () => {}
  const done = new Promise<void>((resolve) => {
    finish = resolve
  })
  state.setRecovery({ mode, done })
  showRecovery({
    mode,
    email: name,
    async submit(password) {
      const token = await context.tokens.accessToken()
      if (mode === 'create') await createKey(context, token, password)
      else await unlockKey(context, token, password)
      state.setRecovery(undefined)
      showIdle()
      context.onSessionChanged({
        isConnected: true,
        address: state.session()?.address ?? undefined,
        chainId: state.chainId(),
      })
      finish()
    },
  })
}

/**
 * A new key, split 2-of-3: the auth share and the recovery share (encrypted under the password) go to the
 * server, the device share stays here.
 */
async function createKey(context: WalletContext, token: string, password: string): Promise<void> {
  const shares = await createWalletShares()
  const recoveryShare = await encryptShare(shares.recovery, password)
  await callApi<typeof storeSharesRoute>(context.api, 'PUT /v1/embedded/shares', {
    token,
    body: { address: shares.address, authShare: toBase64(shares.auth), recoveryShare },
  })
  await storeDeviceShare(shares.address, shares.device)
  shares.auth.fill(0)
  shares.recovery.fill(0)
  await context.state.saveSession({
    ...(context.state.session() as StoredSession),
    address: shares.address,
    solanaAddress: shares.solanaAddress,
  })
}

/**
 * The key unlocked on a new device: the recovery share (decrypted with the password) and the server's auth share
 * give it back, and this device keeps the recovered share as its own: with the auth share it signs from now on.
 */
async function unlockKey(context: WalletContext, token: string, password: string): Promise<void> {
  const { recoveryShare } = await callApi<typeof recoveryShareRoute>(
    context.api,
    'GET /v1/embedded/shares/recovery',
    { token },
  )
  await keepRecoveredShare(context, token, await decryptShare(recoveryShare, password))
}

/**
 * Keeps a share recovered on this device (the recovery share, or the one a passkey unsealed) as its device share,
 * once the server's auth share shows the two open this wallet. The share's bytes are wiped here.
 *
 * @example
 * await keepRecoveredShare(context, await context.tokens.accessToken(), share)
 */
export async function keepRecoveredShare(
  context: WalletContext,
  token: string,
  share: Uint8Array,
): Promise<void> {
  const { authShare, address } = await callApi<typeof authShareRoute>(
    context.api,
    'GET /v1/embedded/shares/auth',
    {
      token,
    },
  )
  const [unlocked, solana] = await withSecret([share, fromBase64(authShare)], async (secret) => [
    eip155Signer.addressOf(secret),
    solanaSigner.addressOf(secret),
  ])
  if (unlocked.toLowerCase() !== address.toLowerCase())
    throw new Error('The key shares do not match this wallet')
  await storeDeviceShare(unlocked, share)
  share.fill(0)
  await context.state.saveSession({
    ...(context.state.session() as StoredSession),
    address: unlocked,
    solanaAddress: solana,
  })
}
