import type { BindingMessage, BindingReply } from '@latch/testing/namespace'

export type PolkadotWalletScriptArgs = {
  bindingName: string
  dispatcherName: string
  /** The wallet's key in `window.injectedWeb3`. */
  key: string
  version: string
}

/**
 * Runs inside every frame of the page before the site's scripts (via `page.addInitScript`): puts an extension
 * into `window.injectedWeb3` whose `enable`, `accounts` and `signer` (`signRaw`, `signPayload`) forward to Node
 * through the binding. `enable` first asks Node whether this origin was approved before, so a reload
 * reconnects without a prompt, as a real extension does. Playwright sends this function's source to the
 * browser, so it must not use anything from its module.
 */
export function polkadotWalletScript(args: PolkadotWalletScriptArgs): void {
  type Account = { address: string; name?: string; genesisHash?: string | null; type?: string }
  type Listener = (accounts: Account[]) => void
  const scope = window as unknown as Record<string, unknown>
  if (scope[args.dispatcherName]) return
  const listeners = new Set<Listener>()
  let accounts: Account[] = []
  let removed = false
  let requestId = 0

  const send = async (method: string, params?: unknown): Promise<unknown> => {
    const binding = scope[args.bindingName] as
      | ((message: BindingMessage) => Promise<BindingReply>)
      | undefined
    if (removed || typeof binding !== 'function') throw new Error('The extension is not available.')
    const reply = await binding({ method, params, origin: location.origin })
    if ('error' in reply) {
      // Extensions reject with a plain Error ('Rejected by user'); the code rides along for tests.
      const error = new Error(reply.error.message) as Error & { code: number }
      error.code = reply.error.code
      throw error
    }
    return reply.result
  }
  const setAccounts = (next: Account[]) => {
    accounts = next.map((account) => Object.freeze({ ...account }))
    for (const listener of [...listeners]) listener(accounts)
  }

  const extension = {
    name: args.key,
    version: args.version,
    accounts: {
      async get() {
        setAccounts((await send('polkadot:accounts')) as Account[])
        return accounts
      },
      subscribe(listener: Listener) {
        listeners.add(listener)
        listener(accounts)
        return () => listeners.delete(listener)
      },
    },
    signer: {
      async signRaw(payload: { address: string; data: string; type: string }) {
        const { signature } = (await send('polkadot:signRaw', payload)) as { signature: string }
        return { id: ++requestId, signature }
      },
      async signPayload(payload: Record<string, unknown>) {
        const { signature } = (await send('polkadot:signPayload', payload)) as { signature: string }
        return { id: ++requestId, signature }
      },
    },
  }

  Object.defineProperty(window, args.dispatcherName, {
    configurable: true,
    value: (event: string, payload: unknown) => {
      if (event === '__latch_uninstall') {
        removed = true
        setAccounts([])
        const injected = scope.injectedWeb3 as Record<string, unknown> | undefined
        if (injected) delete injected[args.key]
        return
      }
      if (event === 'accounts') setAccounts(payload as Account[])
    },
  })

  scope.injectedWeb3 ??= {}
  const injected = scope.injectedWeb3 as Record<string, unknown>
  injected[args.key] = {
    version: args.version,
    async enable(originName: string) {
      // A site the extension approved before is enabled without a prompt.
      const approved = (await send('polkadot:accounts')) as Account[] | null
      if (approved) setAccounts(approved)
      else setAccounts((await send('polkadot:enable', { originName })) as Account[])
      return extension
    },
  }
}
