import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'

let test: TestApp
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test?.close())

describe('name service and sign-in in the server app', () => {
  it('serves the routes from the migrated tables and documents them in /openapi.json', async () => {
    const doc = (await (await test.app.request('/openapi.json')).json()) as { paths: Record<string, unknown> }
    for (const path of [
      '/v1/profile/account/{name}',
      '/v1/profile/suggestions/{name}',
      '/v1/profile/reverse/{address}',
      '/v1/profile/account',
      '/v1/siwx/nonce',
      '/v1/siwx/sessions',
    ]) {
      expect(doc.paths).toHaveProperty([path])
    }

    const missing = await test.app.request('/v1/profile/account/nobody-here.latch.id?projectId=latch-dev')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'NAME_NOT_FOUND', reasons: [expect.any(String)] })
    const reverse = await test.app.request(
      '/v1/profile/reverse/0x70997970C51812dc3A010C7d01b50e0d17dc79C8?projectId=latch-dev',
    )
    expect(await reverse.json()).toEqual([])

    const nonce = await test.app.request('/v1/siwx/nonce?projectId=latch-dev', {
      headers: { Origin: 'http://localhost:5173' },
    })
    expect(nonce.status).toBe(200)
    expect(((await nonce.json()) as { nonce: string }).nonce).toMatch(/^[0-9a-f]{32}$/)
  })

  it('lets browsers revoke sessions (DELETE passes the CORS preflight)', async () => {
    const res = await test.app.request('/v1/siwx/sessions?projectId=latch-dev', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'DELETE' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173')
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('DELETE')
  })
})
