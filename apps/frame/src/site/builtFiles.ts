import { readdir, readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'

export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/** A file of the build as served: its bytes and its headers. */
export type Asset = { body: Buffer; headers: Record<string, string> }

/** The headers of a built file: hashed names under /assets/ never change, so browsers keep them. */
export function fileHeaders(path: string, body: Buffer): Record<string, string> {
  return {
    'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
    'content-length': String(body.length),
    'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
    'cross-origin-resource-policy': 'same-origin',
  }
}

/**
 * The build's hashed files (dist/assets), read once at start with their headers: a frame that a page has just
 * asked for gets its scripts in the request's own turn of the event loop, without waiting on the disk or on
 * the other work of a busy process. Their names change with their content, so they never go stale.
 */
export async function readAssets(root: string): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>()
  const names = await readdir(join(root, 'assets'), { withFileTypes: true }).catch(() => [])
  for (const entry of names) {
    if (!entry.isFile()) continue
    const path = `/assets/${entry.name}`
    const body = await readFile(join(root, 'assets', entry.name))
    assets.set(path, { body, headers: fileHeaders(path, body) })
  }
  return assets
}

/** A page of the build (`index.html`, `approve.html`); a clear error when the frame has not been built. */
export function readPage(root: string, name: string): Promise<Buffer> {
  return readFile(join(root, name)).catch(() => {
    throw new Error(
      `The frame is not built (${root}/${name} missing): run \`npm run build -w @latch/frame\`.`,
    )
  })
}
