import { test as base, expect, type Request } from '@playwright/test'
import { type Stack, startStack } from './stack.js'

export { nameSuffix, type Stack, swapFeeRecipient, walletConnectProjectId } from './stack.js'

/** True for a URL that stays on this machine (or never touches the network at all). */
export function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)
}

/** Headers of a call to the stack's server made from Node as the demo's page would make it. */
export function fromDemo(stack: Stack): { Origin: string } {
  return { Origin: new URL(stack.demo.url).origin }
}

/** The stack's chain by id (31337 or 31338). */
export function chainOf(stack: Stack, chainId: number) {
  const chain = stack.devnet.chains.find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`the devnet has no chain ${chainId}`)
  return chain
}

export const test = base.extend<
  { offlineGuard: undefined },
  { stack: Stack; smartAccounts: boolean; polkadot: boolean; crossSiteFrame: boolean }
>({
  /** `test.use({ smartAccounts: true })`: the spec's stack has bundlers (a worker of its own). */
  smartAccounts: [false, { option: true, scope: 'worker' }],
  /** `test.use({ polkadot: true })`: the spec's stack runs the Polkadot chain the server indexes (a worker of its own). */
  polkadot: [false, { option: true, scope: 'worker' }],
  /**
   * `test.use({ crossSiteFrame: true })`: the spec's frame is on another site than the page (`localhost`), as in
   * production (a worker of its own).
   */
  crossSiteFrame: [false, { option: true, scope: 'worker' }],
  /** The whole local stack on random ports, one per worker, stopped when the worker ends. */
  stack: [
    async ({ smartAccounts, polkadot, crossSiteFrame }, use) => {
      const stack = await startStack({
        smartAccounts,
        polkadot,
        ...(crossSiteFrame ? { frameHost: 'localhost' } : {}),
      })
      await use(stack)
      await stack.stop()
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  /**
   * Every test asserts that the page never reached beyond this machine. A request to another host counts
   * unless a test route answered it inside the browser (`route.fulfill`: a response without a server
   * address), such as WalletConnect's Verify frame: that request never reaches a network.
   */
  offlineGuard: [
    async ({ context }, use) => {
      const outside: Request[] = []
      // Decided as each one finishes: a popup answered by a route (Coinbase's) may be closed by the end.
      const answeredInBrowser = new Set<Request>()
      context.on('request', (request) => {
        if (!isLocal(request.url())) outside.push(request)
      })
      context.on('requestfinished', (request) => {
        if (isLocal(request.url())) return
        request
          .response()
          .then((response) => response?.serverAddr())
          .then((server) => server === null && answeredInBrowser.add(request))
          .catch(() => {})
      })
      await use(undefined)
      const escaped: string[] = []
      for (const request of outside) {
        if (answeredInBrowser.has(request)) continue
        const response = await Promise.race([
          request.response().catch(() => null),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 1_000)),
        ])
        const server = response ? await response.serverAddr().catch(() => null) : null
        if (response && server === null) continue
        escaped.push(request.url())
      }
      expect(escaped, 'requests that left 127.0.0.1').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
