import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startAnvil } from '@latch/devnet'
import type { Page } from '@playwright/test'
import { createPublicClient, http, type PublicClient } from 'viem'
import { test as base, type TestWalletChain } from '../src/exports/index.js'

type Anvil = { chain: TestWalletChain; client: PublicClient; stop: () => Promise<void> }

/** A real anvil on a port the OS picked, stopped when the worker ends. */
async function startChain(chainId: number): Promise<Anvil> {
  const anvil = await startAnvil({ chainId, host: '127.0.0.1', port: 0 })
  return {
    chain: { id: chainId, rpcUrl: anvil.rpcUrl },
    client: createPublicClient({ transport: http(anvil.rpcUrl) }),
    stop: () => anvil.stop(),
  }
}

/** The smallest dApp page: it records EIP-6963 announcements and the provider events it subscribes to. */
const dappHtml = `<!doctype html>
<html><head><title>Test dApp</title><script>
window.announced = []
window.addEventListener('eip6963:announceProvider', (event) => window.announced.push(event.detail))
window.dispatchEvent(new Event('eip6963:requestProvider'))
window.events = []
</script></head><body><h1>Test dApp</h1></body></html>`

export const test = base.extend<
  { dappUrl: string; otherOriginUrl: string },
  { anvils: [Anvil, Anvil]; site: { port: number } }
>({
  anvils: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const anvils = await Promise.all([startChain(31337), startChain(31338)])
      await use(anvils)
      await Promise.all(anvils.map((anvil) => anvil.stop()))
    },
    { scope: 'worker' },
  ],
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
  testWalletOptions: async ({ anvils }, use) => {
    await use({ chains: anvils.map((anvil) => anvil.chain), chainId: 31337 })
  },
  dappUrl: async ({ site }, use) => use(`http://127.0.0.1:${site.port}/`),
  // Same server, another origin: authorization is remembered per origin.
  otherOriginUrl: async ({ site }, use) => use(`http://localhost:${site.port}/`),
})

export { expect } from '@playwright/test'

export type RequestOutcome = { result?: unknown; error?: { code: number; message: string } }

/**
 * Calls `request` on a provider in the page: the one announced with `rdns`, or `window.ethereum`.
 * Returns the result or the error's code and message, so tests can assert on either.
 */
export function request(
  page: Page,
  method: string,
  params?: unknown,
  rdns?: string,
): Promise<RequestOutcome> {
  return page.evaluate(
    async ({ method, params, rdns }) => {
      const w = window as unknown as {
        ethereum?: Provider
        announced: { info: { rdns: string }; provider: Provider }[]
      }
      type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }
      const provider = rdns ? w.announced.find((d) => d.info.rdns === rdns)?.provider : w.ethereum
      if (!provider) throw new Error(`No provider ${rdns ?? 'window.ethereum'} in the page.`)
      try {
        return { result: await provider.request(params === undefined ? { method } : { method, params }) }
      } catch (error) {
        const e = error as { code: number; message: string }
        return { error: { code: e.code, message: e.message } }
      }
    },
    { method, params, rdns },
  )
}

/** Records the provider's events in `window.events` as [event, payload]. */
export function recordEvents(page: Page, events: string[]): Promise<void> {
  return page.evaluate((events) => {
    const w = window as unknown as {
      ethereum: { on(event: string, listener: (payload: unknown) => void): void }
      events: unknown[]
    }
    for (const event of events) w.ethereum.on(event, (payload) => w.events.push([event, payload]))
  }, events)
}

export function recordedEvents(page: Page): Promise<[string, unknown][]> {
  return page.evaluate(() => (window as unknown as { events: [string, unknown][] }).events)
}
