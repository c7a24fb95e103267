/**
 * Whether a URL points at this machine (`127.0.0.1`, `localhost`, `[::1]`): the local sandbox providers, which
 * are the only ones allowed over plain HTTP.
 *
 * @example
 * isLoopbackUrl(new URL('http://127.0.0.1:8790/github')) // true
 */
export function isLoopbackUrl(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]'
}
