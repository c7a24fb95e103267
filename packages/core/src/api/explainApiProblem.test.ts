import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { requestJson } from './request.js'

// A widget whose server is down or refuses it says so once in the console, with the fix, not once per request.

let server: Server
let base = ''
beforeAll(async () => {
  server = createServer((request, response) => {
    const code = request.url?.startsWith('/unknown') ? 'PROJECT_NOT_FOUND' : 'ORIGIN_NOT_ALLOWED'
    response.writeHead(403, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ code, message: 'refused' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** The console's errors once `count` of them have been written (the explanation loads on demand). */
async function consoleErrors(spy: ReturnType<typeof vi.spyOn>, count: number): Promise<string[]> {
  await vi.waitFor(() => expect(spy.mock.calls.length).toBeGreaterThanOrEqual(count))
  return spy.mock.calls.map((call: unknown[]) => String(call[0]))
}

describe('a server that cannot be reached or refuses', () => {
  it('is explained once per server and problem, naming the server, the project and the fix', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      // A port where nothing listens: the server closed a moment ago.
      const closed = createServer()
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
      const down = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
      await new Promise((resolve) => closed.close(resolve))
      for (let i = 0; i < 3; i++)
        await expect(requestJson(`${down}/v1/wallets?projectId=shop`)).rejects.toThrow()
      await expect(requestJson(`${base}/v1/wallets?projectId=shop`)).rejects.toThrow('refused')
      await expect(requestJson(`${base}/v1/wallets?projectId=shop`)).rejects.toThrow('refused')
      await expect(requestJson(`${base}/unknown?projectId=nope`)).rejects.toThrow('refused')
      // Repeated problems would come first, in order: the second line is already the next problem.
      const errors = await consoleErrors(spy, 3)
      expect(errors[0]).toContain(`Latch: no answer from its server at ${down} (apiUrl)`)
      expect(errors[0]).toContain('npm start')
      expect(errors[1]).toContain(`the server at ${base} does not allow`)
      expect(errors[1]).toContain('project "shop"')
      expect(errors[1]).toContain('projects -w @latch/server -- create --name <name> --origin')
      expect(errors[2]).toContain(`no project "nope" on the server at ${base}`)
    } finally {
      spy.mockRestore()
    }
  })
})
