/**
 * A wallet's link carrying a WalletConnect pairing URI, the way wallets expect it: an http(s) link (a
 * universal link or a web app) becomes `https://link/wc?uri=<encoded>`, a native scheme
 * `scheme://wc?uri=<encoded>` (a bare `scheme` or `scheme:` gets `://`).
 *
 * @example
 * formatWalletConnectLink('metamask://', 'wc:…') // 'metamask://wc?uri=wc%3A…'
 * formatWalletConnectLink('https://metamask.app.link', 'wc:…') // 'https://metamask.app.link/wc?uri=wc%3A…'
 */
export function formatWalletConnectLink(appUrl: string, uri: string): string {
  let base = appUrl.trim()
  if (!/^https?:\/\//i.test(base) && !base.includes('://'))
    base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}
