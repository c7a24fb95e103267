/** The site the widget's tests pretend to run on: the development project allows it. */
export const testPageOrigin = 'http://localhost:5173'

/**
 * Makes `fetch` in this test process send the `Origin` header a browser adds to the widget's cross-origin
 * calls, so that Node-side tests reach the server as the page would. Returns the function that undoes it.
 *
 * @example
 * beforeAll(() => { restore = fetchFromPage() })
 */
export function fetchFromPage(origin = testPageOrigin): () => void {
  const original = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    if (!headers.has('Origin')) headers.set('Origin', origin)
    return original(input, { ...init, headers })
  }
  return () => {
    globalThis.fetch = original
  }
}
