import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type ServeDemoReturnType, serveDemo } from './serve.js'

let demo: ServeDemoReturnType | undefined
afterEach(async () => {
  await demo?.stop()
  demo = undefined
})

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'latch-demo-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="latch-config" content="" /><script type="module" src="/assets/index.js"></script></head></html>',
  )
  writeFileSync(join(dist, 'assets/index.js'), 'export {}')
  writeFileSync(join(dist, 'assets/index.css'), 'body{}')
  return dist
}

const config = {
  apiUrl: 'http://127.0.0.1:8787',
  projectId: 'latch-dev',
  networks: [{ id: 31337, name: 'Latch "Devnet" <1>', rpcUrl: 'http://127.0.0.1:8545' }],
}

describe('serveDemo', () => {
  it('fills the config meta tag, escaped, and serves assets with their content types under a strict CSP', async () => {
    demo = await serveDemo({ config, dist: fakeDist() })
    expect(demo.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const page = await fetch(`${demo.url}/?theme=dark`)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await page.text()
    const content = /<meta name="latch-config" content="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(content).not.toContain('<')
    const decoded = content
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&')
    expect(JSON.parse(decoded)).toEqual(config)
    const js = await fetch(`${demo.url}/assets/index.js`)
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect((await fetch(`${demo.url}/assets/index.css`)).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    )
  })

  it('answers 404 and 405 as JSON, and never serves outside the folder', async () => {
    demo = await serveDemo({ config, dist: fakeDist(), csp: false })
    const missing = await fetch(`${demo.url}/assets/nope.js`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'not_found' })
    expect(missing.headers.get('content-security-policy')).toBeNull()
    const post = await fetch(demo.url, { method: 'POST' })
    expect(post.status).toBe(405)
    const traversal = await fetch(`${demo.url}/assets/..%2f..%2f..%2fetc%2fpasswd.js`)
    expect([403, 404]).toContain(traversal.status)
    // A malformed escape is the client's error, and the server keeps serving.
    for (const bad of ['/%', '/assets/%E0%A4%A.js', '/%ZZ']) {
      const res = await fetch(`${demo.url}${bad}`)
      expect([bad, res.status]).toEqual([bad, 400])
      expect(await res.json()).toMatchObject({ code: 'bad_request' })
    }
    expect((await fetch(`${demo.url}/assets/index.js`)).status).toBe(200)
  })

  it('explains a missing build', async () => {
    await expect(serveDemo({ config, dist: join(tmpdir(), 'latch-no-such-dist') })).rejects.toThrow(
      'npm run build -w @latch/demo',
    )
  })
})
