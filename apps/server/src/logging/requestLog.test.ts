import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../createApp.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'

let test: TestApp
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test?.close())

/** The JSON lines the server writes to stderr while `work` runs. */
async function logged(work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = []
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk))
    return true
  })
  try {
    await work()
  } finally {
    spy.mockRestore()
  }
  return lines.flatMap((line) => line.split('\n').filter(Boolean)).map((line) => JSON.parse(line))
}

describe('request ids and the request log', () => {
  it('gives each request an id in X-Request-Id, keeping a sane one the caller sends', async () => {
    const first = await test.app.request('/health')
    const second = await test.app.request('/health')
    const [a, b] = [first.headers.get('x-request-id'), second.headers.get('x-request-id')]
    expect(a).toMatch(/^[0-9a-f-]{36}$/)
    expect(b).not.toBe(a)
    const carried = await test.app.request('/health', { headers: { 'X-Request-Id': 'lb-7f3a9c' } })
    expect(carried.headers.get('x-request-id')).toBe('lb-7f3a9c')
    // One that is not an id (too long, or with other characters) is replaced.
    const replaced = await test.app.request('/health', { headers: { 'X-Request-Id': 'x'.repeat(65) } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('logs one JSON line a request: id, method, route pattern, project, status, duration; never the path or query', async () => {
    const app = createApp({ db: test.database.db, logger: true })
    const address = '0x000000000000000000000000000000000000dEaD'
    let response: Response | undefined
    const lines = await logged(async () => {
      response = await app.request(
        `/v1/account/${address}/history?projectId=latch-dev&cursor=secret-cursor`,
        {
          headers: { Origin: 'http://localhost:5173', 'X-Request-Id': 'trace-1' },
        },
      )
    })
    expect(response?.headers.get('x-request-id')).toBe('trace-1')
    const line = lines.find((entry) => entry.msg === 'request')
    expect(line).toMatchObject({
      level: 'info',
      service: 'latch-server',
      requestId: 'trace-1',
      method: 'GET',
      route: '/v1/account/:address/history',
      projectId: 'latch-dev',
      status: response?.status,
    })
    expect(typeof line?.durationMs).toBe('number')
    expect(JSON.stringify(lines)).not.toContain(address)
    expect(JSON.stringify(lines)).not.toContain('secret-cursor')
  })
})
