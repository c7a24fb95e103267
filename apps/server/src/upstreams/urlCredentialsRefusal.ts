export type UrlCredentialsRefusalParameters = {
  /** The setting, as the operator wrote it: `LATCH_CHAINS`, `LATCH_BITCOIN`. */
  setting: string
  /** Which URL of the setting: `the RPC URL of chain 1`, `[0].smartAccounts.bundlerUrl`. */
  where: string
  url: string
  /**
   * Where this setting takes a credential instead: a header, in the setting's JSON form (`example` builds
   * that form around the upstream's JSON), or the URL's path or query, as the provider documents.
   */
  instead: { example: (upstream: string) => string } | 'path'
}

/**
 * Why an upstream URL that holds a user name or password (`https://user:password@host`) is refused before
 * the server starts, or undefined for any other URL: Node's fetch sends no such URL, and a credential in a
 * URL travels into every message that quotes it. The text names the host only and says where the
 * credential goes instead.
 *
 * @example
 * const refusal = urlCredentialsRefusal({ setting: 'LATCH_BITCOIN', where: 'the URL of bip122:…', url, instead: 'path' })
 * if (refusal) throw new InvalidChainsConfigError(refusal)
 */
export function urlCredentialsRefusal(parameters: UrlCredentialsRefusalParameters): string | undefined {
  let url: URL
  try {
    url = new URL(parameters.url)
  } catch {
    // A malformed URL is for the setting's own parser to refuse.
    return undefined
  }
  if (!url.username && !url.password) return undefined
  const upstream = `{"url":"${url.protocol}//${url.host}/…","headers":{"Authorization":"Basic <base64 of user:password>"}}`
  const remedy =
    parameters.instead === 'path'
      ? "put the provider's key where it documents it, in the URL's path or query (answers and logs name an upstream by its host only)"
      : `pass it in a header instead, with the JSON form of ${parameters.setting}: ${parameters.instead.example(upstream)} (headers go with each request and are never logged; see apps/server/README.md)`
  return `${parameters.setting}: ${parameters.where} holds a user name or password (${url.protocol}//user:password@${url.host}), which this server does not send from a URL; ${remedy}`
}
