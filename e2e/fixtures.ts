import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DemoConfig, serveDemo } from '@latch/demo/serve'
import { type Devnet, startDevnet } from '@latch/devnet'
import { startServer } from '@latch/server'
import { test as base, expect } from '@playwright/test'

export type Stack = {
  devnet: Devnet
  server: { url: string }
  demo: { url: string }
  config: DemoConfig
}

/** True for a URL that stays on this machine (or never touches the network at all). */
export function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)
}

/** The stack's chain by id (31337 or 31338). */
export function chainOf(stack: Stack, chainId: number) {
  const chain = stack.devnet.chains.find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`the devnet has no chain ${chainId}`)
  return chain
}

export const test = base.extend<{ offlineGuard: undefined }, { stack: Stack }>({
  /** The whole local stack on random ports, one per worker, stopped when the worker ends. */
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; the stack has none.
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'latch-e2e-'))
      const devnet = await startDevnet()
      const server = await startServer({ port: 0, dataDir })
      const config: DemoConfig = {
        apiUrl: server.url,
        projectId: 'latch-dev',
        networks: devnet.chains.map((chain) => ({
          id: chain.chainId,
          name: chain.name,
          rpcUrl: chain.rpcUrl,
        })),
      }
      const demo = await serveDemo({ port: 0, config })
      await use({ devnet, server, demo, config })
      await demo.stop()
      await server.stop()
      await devnet.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  /** Every test asserts that the page never reached beyond this machine. */
  offlineGuard: [
    async ({ context }, use) => {
      const escaped: string[] = []
      context.on('request', (request) => {
        if (!isLocal(request.url())) escaped.push(request.url())
      })
      await use(undefined)
      expect(escaped, 'requests that left 127.0.0.1').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
