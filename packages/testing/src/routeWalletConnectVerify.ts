import type { BrowserContext, Page } from '@playwright/test'

/**
 * The page WalletConnect's Verify iframe would load: it hands the dApp an attestation naming the message, as
 * Verify's server does. Nobody checks its signature: the WalletConnect test wallet does not look dApps up.
 */
const attestationPage = `<!doctype html><script>
const id = new URLSearchParams(location.search).get('id')
const part = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/[+]/g, '-').replace(/[/]/g, '_')
const attestation = [part({ alg: 'ES256', typ: 'JWT' }), part({ id, origin: document.referrer, isVerified: true }), 'A'.repeat(86)].join('.')
// Only the page that embeds this frame (the referrer's origin) may read the attestation.
if (document.referrer) parent.postMessage(JSON.stringify({ type: 'verify_attestation', attestation }), new URL(document.referrer).origin)
</script>`

/**
 * Answers WalletConnect's Verify iframe inside the browser, so a dApp's WalletConnect client does not wait
 * 5 s for verify.walletconnect.org before every connect and request when that server cannot be reached.
 *
 * @example
 * await routeWalletConnectVerify(page)
 * await page.goto(appUrl)
 */
export async function routeWalletConnectVerify(target: Page | BrowserContext): Promise<void> {
  await target.route(/^https:\/\/verify\.walletconnect\.(org|com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: attestationPage }),
  )
}
