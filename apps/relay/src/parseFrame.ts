export type Frame = {
  /** The request id exactly as it appeared in the frame (`123`, `"abc"`), or undefined when absent. */
  rawId: string | undefined
  value: unknown
}

/**
 * Parses one JSON-RPC frame and keeps the id's source text.
 *
 * WalletConnect ids are 19-digit numbers, beyond 2^53: `JSON.parse` would round them, and a response
 * with a rounded id never reaches the request waiting for it. The id is read from the text instead.
 *
 * @throws SyntaxError when the frame is not JSON.
 */
export function parseFrame(text: string): Frame {
  const value: unknown = JSON.parse(text)
  return { rawId: readRawId(text), value }
}

const QUOTE = 34
const BACKSLASH = 92
const COLON = 58
const OPEN_BRACE = 123
const CLOSE_BRACE = 125
const OPEN_BRACKET = 91
const CLOSE_BRACKET = 93

/** Source text of the top-level `"id"` member of a JSON object, without parsing the rest. */
export function readRawId(text: string): string | undefined {
  const length = text.length
  let depth = 0
  let i = 0
  while (i < length) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const start = i
      i = skipString(text, i)
      if (depth === 1 && i - start === 4 && text.startsWith('"id"', start)) {
        let j = skipSpace(text, i)
        if (text.charCodeAt(j) === COLON) {
          j = skipSpace(text, j + 1)
          return readValue(text, j)
        }
      }
      continue
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--
    i++
  }
  return undefined
}

/** Index just past the string that opens at `start`. */
function skipString(text: string, start: number): number {
  let i = start + 1
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (c === BACKSLASH) i += 2
    else if (c === QUOTE) return i + 1
    else i++
  }
  return i
}

function skipSpace(text: string, start: number): number {
  let i = start
  while (i < text.length && /\s/.test(text.charAt(i))) i++
  return i
}

function readValue(text: string, start: number): string | undefined {
  if (text.charCodeAt(start) === QUOTE) return text.slice(start, skipString(text, start))
  const match = /^(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|null)/.exec(text.slice(start, start + 64))
  return match?.[1]
}

/**
 * The key under which an id is matched to its answer: the digits or the string's contents.
 * A client may echo `"123"`, `123` or, through WalletConnect's BigInt serialiser, `"123n"`.
 */
export function idKey(rawId: string): string {
  let key = rawId
  if (key.startsWith('"') && key.endsWith('"')) key = key.slice(1, -1)
  if (/^\d+n$/.test(key)) key = key.slice(0, -1)
  return key
}
