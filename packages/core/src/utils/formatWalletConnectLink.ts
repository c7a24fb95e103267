/** Schemes a browser handles itself: a link with one would run code or read files in the page, not open an app. */
const refusedSchemes = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'chrome',
  'chrome-extension',
  'moz-extension',
  'intent',
])

/**
 * A wallet's link carrying a WalletConnect pairing URI, the way wallets expect it: an http(s) link (a
 * universal link or a web app) becomes `https://link/wc?uri=<encoded>`, a native scheme
 * `scheme://wc?uri=<encoded>` (a bare `scheme` or `scheme:` gets `://`). Only http(s) and app schemes are
 * opened: `javascript:`, `data:`, `vbscript:`, `file:` and the browser's other own schemes give
 * undefined, whatever the catalogue says.
 *
 * @example
 * formatWalletConnectLink('metamask://', 'wc:…') // 'metamask://wc?uri=wc%3A…'
 * formatWalletConnectLink('https://metamask.app.link', 'wc:…') // 'https://metamask.app.link/wc?uri=wc%3A…'
 */
export function formatWalletConnectLink(appUrl: string, uri: string): string | undefined {
  // Browsers drop tabs, newlines and leading control characters from a URL: so must the scheme check.
  let base = [...appUrl].filter((character) => character > ' ' && character !== '\u007f').join('')
  if (!/^https?:\/\//i.test(base) && !base.includes('://'))
    base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(base)?.[1]?.toLowerCase()
  if (!scheme || refusedSchemes.has(scheme)) return undefined
  if (!base.endsWith('/')) base = `${base}/`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}
