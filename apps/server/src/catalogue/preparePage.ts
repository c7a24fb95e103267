import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** One ready answer: the body bytes and every header that goes with them. */
export type PreparedAnswer = { body: Uint8Array; headers: Record<string, string> }

/**
 * A `/getWallets` answer prepared once per catalogue snapshot and query: the serialised JSON, its ETag,
 * and its gzip and brotli encodings, each with its complete headers, so a request costs a lookup.
 */
export type PreparedPage = {
  etag: string
  identity: PreparedAnswer
  /** Absent for bodies too small to be worth compressing. */
  gzip: PreparedAnswer | undefined
  br: PreparedAnswer | undefined
  /** The headers of a 304 answer (the ETag and the cache rules, no body headers). */
  notModified: Record<string, string>
}

/** Below this size a compressed body saves less than its headers cost. */
const minCompressBytes = 1_024

/**
 * Serialises nothing itself: takes the page's JSON and ETag and prepares every encoding off the main
 * thread (zlib's thread pool). Brotli runs at quality 5, which a page of 40 wallets compresses in about a
 * millisecond, so a burst of new searches cannot turn compression into a cost per request.
 *
 * @example
 * const page = await preparePage(JSON.stringify({ data, count }), '"v1-abc"')
 */
export async function preparePage(json: string, etag: string): Promise<PreparedPage> {
  const identity = Buffer.from(json)
  const common = {
    'Content-Type': 'application/json; charset=UTF-8',
    ETag: etag,
    'Cache-Control': 'public, max-age=30',
    Vary: 'Accept-Encoding',
  }
  const answer = (body: Uint8Array, encoding?: string): PreparedAnswer => ({
    body,
    headers: {
      ...common,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': String(body.byteLength),
    },
  })
  const [gzipped, brotlied] =
    identity.byteLength < minCompressBytes
      ? [undefined, undefined]
      : await Promise.all([
          gzipAsync(identity, { level: 6 }),
          brotli(identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
        ])
  return {
    etag,
    identity: answer(identity),
    gzip: gzipped ? answer(gzipped, 'gzip') : undefined,
    br: brotlied ? answer(brotlied, 'br') : undefined,
    notModified: { ETag: etag, 'Cache-Control': common['Cache-Control'], Vary: common.Vary },
  }
}
