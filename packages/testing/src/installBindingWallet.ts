import type { BrowserContext, Frame, Page } from '@playwright/test'
import { frameOrigin } from './frameOrigin.js'
import type { BindingMessage, BindingReply } from './injectedProvider.js'
import { createRequestLog } from './requestLog.js'
import type { TestWalletMode, TestWalletRequest } from './testWallet.js'

/** What a page script needs to reach Node: the binding it calls and the function Node dispatches events to. */
export type BindingNames = { bindingName: string; dispatcherName: string }

export type InstallBindingWalletParameters<Args extends BindingNames> = {
  /** Runs in every frame before the site's scripts; Playwright sends its source, so it imports nothing. */
  script: (args: Args) => void
  args: Args
  /** Answers one request of the page (the origin is the calling frame's); throws to refuse it. */
  answer(method: string, params: unknown, origin: string): Promise<unknown>
  /** Requests the page makes on its own, not the visitor's: answered, and left out of `requests`. */
  unlisted?: ReadonlySet<string>
}

/** The wallet's side in Node of a test wallet whose page script forwards each request through a binding. */
export type BindingWallet = {
  /** Every request, oldest first, with its outcome once answered. */
  readonly requests: TestWalletRequest[]
  waitForRequest(
    method: string,
    options?: { timeout?: number; pending?: boolean },
  ): Promise<TestWalletRequest>
  clearRequests(): void
  /** Dispatches an event to the frames whose origin is listed (null: every frame). */
  emit(event: string, payload: unknown, origins: readonly string[] | null): Promise<unknown>
  /** Tells every frame the wallet is gone and removes the binding and the script. */
  uninstall(): Promise<void>
}

/** Names no other installed wallet's binding has, for a page that holds several. */
let installed = 0
export function bindingNames(prefix: string): BindingNames {
  const id = `${++installed}_${Math.random().toString(36).slice(2, 10)}`
  return { bindingName: `${prefix}_${id}`, dispatcherName: `${prefix}Events_${id}` }
}

/**
 * Installs a test wallet's page script into a page or context and answers its requests in Node: each is
 * logged with its outcome (approved, rejected with 4001, or error) and answered as an object, never a thrown
 * error, so the page rebuilds a coded error.
 */
export async function installBindingWallet<Args extends BindingNames>(
  target: Page | BrowserContext,
  parameters: InstallBindingWalletParameters<Args>,
): Promise<BindingWallet> {
  const { script, args, answer } = parameters
  const log = createRequestLog<TestWalletRequest>()
  const frames = (): Frame[] =>
    'pages' in target ? target.pages().flatMap((page) => page.frames()) : target.frames()

  const handle = (message: BindingMessage): Promise<BindingReply> =>
    log.answer(
      { method: message.method, params: message.params, origin: message.origin, outcome: 'pending' },
      () => answer(message.method, message.params, message.origin),
      { listed: !parameters.unlisted?.has(message.method) },
    )

  const disposables: ({ dispose(): Promise<void> } | undefined)[] = []
  disposables.push(
    (await target.exposeBinding(args.bindingName, (source, message: BindingMessage) =>
      // The origin is the calling frame's as the browser knows it: a script could claim any origin.
      handle({ ...message, origin: frameOrigin(source.frame.url()) }),
    )) as { dispose(): Promise<void> } | undefined,
  )
  // Playwright serialises the arguments: the script's own type of them is for its caller.
  const run = script as unknown as (args: BindingNames) => void
  disposables.push((await target.addInitScript(run, args)) as { dispose(): Promise<void> } | undefined)
  await Promise.all(frames().map((frame) => frame.evaluate(run, args).catch(() => {})))

  const emit = (event: string, payload: unknown, origins: readonly string[] | null) =>
    Promise.all(
      frames().map((frame) =>
        frame
          .evaluate(
            ([name, event, payload, origins]) => {
              if (origins && !origins.includes(location.origin)) return
              const dispatch = (window as unknown as Record<string, unknown>)[name]
              if (typeof dispatch === 'function') dispatch(event, payload)
            },
            [args.dispatcherName, event, payload, origins] as const,
          )
          .catch(() => {}),
      ),
    )

  return {
    requests: log.requests,
    waitForRequest: log.waitForRequest,
    clearRequests: log.clear,
    emit,
    async uninstall() {
      await emit('__latch_uninstall', null, null)
      for (const disposable of disposables) await disposable?.dispose().catch(() => {})
    },
  }
}

/** What every test wallet answering through a binding offers its test, whichever chain it serves. */
export type BindingWalletHandle<Wallet> = {
  /** Every request, oldest first, with its outcome once answered. */
  readonly requests: readonly TestWalletRequest[]
  /** How the wallet answers a method's prompt from now on (`'*'`: every prompt). */
  on(method: string, mode: TestWalletMode): Wallet
  waitForRequest(
    method: string,
    options?: { timeout?: number; pending?: boolean },
  ): Promise<TestWalletRequest>
  clearRequests(): void
  /** Whether the site at that origin is connected. */
  isAuthorized(origin: string): boolean
  /** Disconnect every site from the wallet's side: each connected one gets the wallet's event saying so. */
  disconnect(): Promise<void>
  /** Removes the wallet from the page. */
  uninstall(): Promise<void>
}

export type BindingWalletHandleParameters<Wallet> = {
  /** The wallet whose handle this is, returned by `on` so that calls chain. */
  wallet(): Wallet
  /** The modes the wallet's prompts read, by method. */
  modes: Map<string, TestWalletMode>
  /** The origins the wallet connected (a set, or a map of what each was granted). */
  authorized: { has(origin: string): boolean; keys(): Iterable<string>; clear(): void }
  /** What a disconnected site is told. Default: an `accounts` event with none, a Wallet Standard `change`. */
  disconnected?: { event: string; payload: unknown }
}

/**
 * The handle's part every binding wallet shares: its request log, the modes a test sets, whether a site is
 * connected, disconnecting every site from the wallet's side, and uninstalling. A wallet adds its accounts.
 *
 * @example
 * const wallet: SolanaTestWallet = { ...bindingWalletHandle(binding, { wallet: () => wallet, modes, authorized }), address }
 */
export function bindingWalletHandle<Wallet>(
  binding: BindingWallet,
  parameters: BindingWalletHandleParameters<Wallet>,
): BindingWalletHandle<Wallet> {
  const { modes, authorized } = parameters
  const disconnected = parameters.disconnected ?? { event: 'accounts', payload: [] }
  return {
    requests: binding.requests,
    on(method, mode) {
      modes.set(method, mode)
      return parameters.wallet()
    },
    waitForRequest: binding.waitForRequest,
    clearRequests: binding.clearRequests,
    isAuthorized: (origin) => authorized.has(origin),
    async disconnect() {
      const origins = [...authorized.keys()]
      authorized.clear()
      if (origins.length) await binding.emit(disconnected.event, disconnected.payload, origins)
    },
    uninstall: binding.uninstall,
  }
}
