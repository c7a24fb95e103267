/**
 * The value of one cookie in a `Cookie` header or `document.cookie`, or null (also when it is empty, as a
 * removed cookie can read until the browser drops it).
 *
 * @example
 * readCookie("a=1; latch.store.p=%7B%7D", "latch.store.p") // "{}"
 */
export function readCookie(cookies: string | null | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(at + 1).trim()) || null
    } catch {
      return null
    }
  }
  return null
}
