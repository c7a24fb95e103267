import { InvalidChainsConfigError } from './parseChainsEnv.js'

/**
 * Reads a list of networks by CAIP-2 id with their URLs, `<CAIP-2 id>=<url>[|<url>…]` separated by commas
 * (LATCH_SOLANA, LATCH_BITCOIN). An empty value is no network; a malformed one throws InvalidChainsConfigError
 * before anything starts.
 *
 * @example
 * parseNetworkUrlsEnv('LATCH_BITCOIN', 'bip122:0f91…=http://127.0.0.1:3002', /^bip122:[0-9a-f]{32}$/, 'bip122:<32 hex characters of the genesis hash>')
 */
export function parseNetworkUrlsEnv(
  name: string,
  value: string | undefined,
  idPattern: RegExp,
  idDescription: string,
): { caipNetworkId: string; urls: string[] }[] {
  const networks: { caipNetworkId: string; urls: string[] }[] = []
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf('=')
    const id = entry.slice(0, Math.max(separator, 0)).trim()
    if (!idPattern.test(id))
      throw new InvalidChainsConfigError(`${name} entry "${entry}" is not ${idDescription}=<url>[|<url>...]`)
    const urls = entry
      .slice(separator + 1)
      .split('|')
      .map((url) => url.trim())
      .filter(Boolean)
    if (urls.length === 0 || !urls.every((url) => /^https?:\/\/\S+$/.test(url)))
      throw new InvalidChainsConfigError(`${name}: ${id} needs http(s) URLs`)
    if (networks.some((network) => network.caipNetworkId === id))
      throw new InvalidChainsConfigError(`${name}: ${id} is listed twice`)
    networks.push({ caipNetworkId: id, urls })
  }
  return networks
}
