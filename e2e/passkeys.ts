import type { Page } from '@playwright/test'

/**
 * Chromium's virtual authenticator on a page (CDP's WebAuthn domain): a platform authenticator with discoverable
 * credentials and user verification that answers at once, with the PRF extension unless told. Its credentials
 * can be carried to another page's authenticator (`copyTo`), as a synced passkey reaches a new device.
 */
/** A credential as CDP's WebAuthn domain carries it (`WebAuthn.Credential`): its key, RP, user and counter. */
type VirtualCredential = {
  credentialId: string
  isResidentCredential: boolean
  rpId?: string
  privateKey: string
  userHandle?: string
  signCount: number
}

export async function addVirtualAuthenticator(page: Page, options: { prf?: boolean } = {}) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: options.prf ?? true,
      automaticPresenceSimulation: true,
    },
  })
  const credentials = async (): Promise<VirtualCredential[]> =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
  return {
    credentials,
    async add(credential: VirtualCredential) {
      await cdp.send('WebAuthn.addCredential', { authenticatorId, credential })
    },
    /** Copies every credential of this authenticator to `other`'s. */
    async copyTo(other: { add(credential: VirtualCredential): Promise<void> }) {
      for (const credential of await credentials()) await other.add(credential)
    },
  }
}
