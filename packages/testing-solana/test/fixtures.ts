import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test as base } from '@playwright/test'

/** The smallest dApp page: the Solana test wallet registers into it through the Wallet Standard. */
const dappHtml =
  '<!doctype html><html><head><title>Test dApp</title></head><body><h1>Test dApp</h1></body></html>'

export const test = base.extend<{ dappUrl: string }, { site: { port: number } }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const server = createServer((request, response) => {
        if (request.url === '/favicon.ico') return response.writeHead(404).end()
        response.writeHead(200, { 'content-type': 'text/html' }).end(dappHtml)
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      await use({ port: (server.address() as AddressInfo).port })
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
    { scope: 'worker' },
  ],
  dappUrl: async ({ site }, use) => use(`http://127.0.0.1:${site.port}/`),
})

export { expect } from '@playwright/test'
