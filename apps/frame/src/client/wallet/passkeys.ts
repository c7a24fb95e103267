import type {
  listPasskeysRoute,
  PasskeySealedShare,
  passkeyLoginOptionsRoute,
  passkeyRegistrationOptionsRoute,
  removePasskeyRoute,
  storePasskeyRecoveryRoute,
  verifyPasskeyLoginRoute,
  verifyPasskeyRegistrationRoute,
} from '@latch/api'
import type { AppEventResult, FrameHandlers } from '@latch/frame-protocol'
import { callApi } from '../api/callApi.js'
import { showPasskeyLogin, showPasskeyManager } from '../passkeys/passkeyScreens.js'
import { sealShare, unsealShare } from '../passkeys/prfSeal.js'
import {
  base64url,
  type CreationOptionsJson,
  createPasskey,
  getPasskey,
  type RequestOptionsJson,
} from '../passkeys/webauthn.js'
import { getDeviceId, loadDeviceShare } from '../storage.js'
import { showIdle } from '../ui.js'
import { completeIdentityLogin } from './completeLogin.js'
import { keepRecoveredShare } from './recovery.js'
import type { WalletContext } from './walletContext.js'

// What a passkey's PRF key seals is the share this device holds (its device share, or the recovery share a
// recovered device keeps as its own): any one share with the server's auth share rebuilds the key, so a new
// device with the passkey alone opens it, combines it with the auth share it is given after the passkey login,
// and keeps it as its device share, as a device recovered by password keeps the recovery share. Re-splitting
// the key would change the shares the server and the password already hold; a share of its own per passkey
// would need the key's polynomial, which the frame never keeps.

/**
 * Seals this device's share under a passkey's PRF output and gives it to the server for that passkey. Without
 * the share here (a device that has not unlocked the wallet) there is nothing to seal.
 */
async function sealForPasskey(context: WalletContext, passkeyId: string, prf: Uint8Array): Promise<void> {
  const address = context.state.session()?.address
  const share = address ? await loadDeviceShare(address) : undefined
  if (!share) return
  const sealedShare = await sealShare(share, prf)
  share.fill(0)
  await callApi<typeof storePasskeyRecoveryRoute>(context.api, 'PUT /v1/embedded/passkeys/recovery', {
    token: await context.tokens.accessToken(),
    body: { id: passkeyId, sealedShare },
  })
}

/**
 * A new device after a passkey login: the share sealed under the passkey, opened with its PRF output, becomes
 * this device's share (no recovery password asked). A device that holds its share already keeps it, and seals
 * it for a passkey that has none yet.
 */
async function useSealedShare(
  context: WalletContext,
  login: { address: string | null; passkeyId: string; sealedShare: PasskeySealedShare | null },
  prf: Uint8Array | undefined,
): Promise<void> {
  if (!login.address || !prf) return
  if (await loadDeviceShare(login.address)) {
    if (!login.sealedShare) await sealForPasskey(context, login.passkeyId, prf)
    return
  }
  if (!login.sealedShare) return
  try {
    const share = await unsealShare(login.sealedShare, prf)
    await keepRecoveredShare(context, await context.tokens.accessToken(), share)
  } catch {
    // A share that does not open, or does not open this wallet: the recovery password, as without PRF.
  }
}

/** The login with a passkey alone, run by the visitor's click in the frame. */
async function loginWithPasskey(context: WalletContext): Promise<AppEventResult<'CONNECT_PASSKEY'>> {
  const deviceId = await getDeviceId()
  const { options } = await callApi<typeof passkeyLoginOptionsRoute>(
    context.api,
    'POST /v1/embedded/passkeys/login/options',
    { body: { projectId: context.api.projectId, deviceId, origin: context.origin } },
  )
  const { response, prf } = await getPasskey(options as unknown as RequestOptionsJson)
  const login = await callApi<typeof verifyPasskeyLoginRoute>(
    context.api,
    'POST /v1/embedded/passkeys/login/verify',
    {
      body: { deviceId, response },
    },
  )
  const { passkeyId, sealedShare, ...tokens } = login
  await context.tokens.keep(tokens)
  await useSealedShare(context, { address: tokens.address, passkeyId, sealedShare }, prf)
  prf?.fill(0)
  const result = await completeIdentityLogin(context, tokens)
  // Connected: the frame's screen goes; a recovery password to type keeps the screen it drew.
  if (!('recovery' in result)) showIdle()
  return result
}

/** Creates a passkey for the logged-in account, and seals this device's share under it where it has PRF. */
async function addPasskey(context: WalletContext): Promise<void> {
  const token = await context.tokens.accessToken()
  const { options } = await callApi<typeof passkeyRegistrationOptionsRoute>(
    context.api,
    'POST /v1/embedded/passkeys/register/options',
    { token },
  )
  const created = await createPasskey(options as unknown as CreationOptionsJson)
  const { passkey } = await callApi<typeof verifyPasskeyRegistrationRoute>(
    context.api,
    'POST /v1/embedded/passkeys/register/verify',
    { token, body: { response: created.response } },
  )
  let prf = created.prf
  // An authenticator that evaluates PRF only on use: one more touch of the new passkey gives the output. The
  // challenge is the frame's own: nothing is verified with it, the output only seals.
  if (!prf && created.prfEnabled) {
    const rpId = (options as { rp?: { id?: string } }).rp?.id
    const challenge = crypto.getRandomValues(new Uint8Array(32))
    prf = (
      await getPasskey({
        challenge: base64url.encode(challenge),
        ...(rpId ? { rpId } : {}),
        allowCredentials: [{ id: passkey.id }],
        userVerification: 'required',
      })
    ).prf
  }
  if (prf) await sealForPasskey(context, passkey.id, prf)
  prf?.fill(0)
}

/**
 * The passkeys' handlers: the login with a passkey alone (CONNECT_PASSKEY), and the account's passkeys
 * (MANAGE_PASSKEYS: list, add, remove), each on the frame's own screen.
 */
export function passkeyHandlers(
  context: WalletContext,
): Pick<FrameHandlers, 'CONNECT_PASSKEY' | 'MANAGE_PASSKEYS'> {
  return {
    CONNECT_PASSKEY() {
      return new Promise((resolve) => {
        showPasskeyLogin({
          async submit() {
            resolve(await loginWithPasskey(context))
          },
        })
      })
    },
    async MANAGE_PASSKEYS() {
      await context.tokens.accessToken()
      return new Promise((resolve) => {
        showPasskeyManager({
          async list() {
            const { passkeys } = await callApi<typeof listPasskeysRoute>(
              context.api,
              'GET /v1/embedded/passkeys',
              {
                token: await context.tokens.accessToken(),
              },
            )
            return passkeys
          },
          add: () => addPasskey(context),
          async remove(id) {
            await callApi<typeof removePasskeyRoute>(context.api, 'DELETE /v1/embedded/passkeys', {
              token: await context.tokens.accessToken(),
              query: { id },
            })
          },
          done() {
            showIdle()
            resolve({})
          },
        })
      })
    },
  }
}
