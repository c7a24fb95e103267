import type { BindingMessage, BindingReply } from '@latch/testing/namespace'

export type WalletStandardScriptArgs = {
  bindingName: string
  dispatcherName: string
  name: string
  icon: string
  chains: string[]
}

/**
 * Runs inside every frame of the page before the site's scripts (via `page.addInitScript`): registers a
 * Wallet Standard wallet (the `wallet-standard:register-wallet` event, and again on `wallet-standard:app-ready`)
 * whose features forward to Node through the binding. Playwright sends this function's source to the browser,
 * so it must not use anything from its module: no imports, no helpers, no classes.
 */
export function walletStandardScript(args: WalletStandardScriptArgs): void {
  type Account = {
    address: string
    publicKey: Uint8Array
    chains: string[]
    features: string[]
  }
  type Listener = (properties: { accounts?: Account[] }) => void
  const scope = window as unknown as Record<string, unknown>
  if (scope[args.dispatcherName]) return
  const listeners = new Set<Listener>()
  let accounts: Account[] = []
  let removed = false
  const featureNames = ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage']

  const toBase64 = (bytes: Uint8Array) => {
    let text = ''
    for (const byte of bytes) text += String.fromCharCode(byte)
    return btoa(text)
  }
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

  const send = async (method: string, params?: unknown): Promise<unknown> => {
    const binding = scope[args.bindingName] as
      | ((message: BindingMessage) => Promise<BindingReply>)
      | undefined
    if (removed || typeof binding !== 'function') {
      const error = new Error('The wallet is disconnected.') as Error & { code: number }
      error.code = 4900
      throw error
    }
    const reply = await binding({ method, params, origin: location.origin })
    if ('error' in reply) {
      const error = new Error(reply.error.message) as Error & { code: number; data?: unknown }
      error.name = 'WalletError'
      error.code = reply.error.code
      if (reply.error.data !== undefined) error.data = reply.error.data
      throw error
    }
    return reply.result
  }

  const setAccounts = (next: { address: string; publicKey: string }[]) => {
    accounts = next.map((a) =>
      Object.freeze({
        address: a.address,
        publicKey: fromBase64(a.publicKey),
        chains: [...args.chains],
        features: [...featureNames],
      }),
    )
    for (const listener of [...listeners]) listener({ accounts })
  }

  const wallet = {
    version: '1.0.0' as const,
    name: args.name,
    icon: args.icon,
    chains: [...args.chains],
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const result = (await send('standard:connect', { silent: input?.silent === true })) as {
            address: string
            publicKey: string
          }[]
          setAccounts(result)
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await send('standard:disconnect')
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: Listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        async signMessage(...inputs: { account: Account; message: Uint8Array }[]) {
          const outputs = []
          for (const input of inputs) {
            const { signature } = (await send('solana:signMessage', {
              address: input.account.address,
              message: toBase64(input.message),
            })) as { signature: string }
            outputs.push({
              signedMessage: input.message,
              signature: fromBase64(signature),
              signatureType: 'ed25519',
            })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: Account; transaction: Uint8Array; chain?: string }[]) {
          const { transactions } = (await send('solana:signTransaction', {
            address: inputs[0]?.account.address,
            chain: inputs[0]?.chain,
            transactions: inputs.map((input) => toBase64(input.transaction)),
          })) as { transactions: string[] }
          return transactions.map((t) => ({ signedTransaction: fromBase64(t) }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: { account: Account; transaction: Uint8Array; chain: string; options?: unknown }[]
        ) {
          const outputs = []
          for (const input of inputs) {
            const { signature } = (await send('solana:signAndSendTransaction', {
              address: input.account.address,
              chain: input.chain,
              transaction: toBase64(input.transaction),
              options: input.options,
            })) as { signature: string }
            outputs.push({ signature: fromBase64(signature) })
          }
          return outputs
        },
      },
    },
  }

  Object.defineProperty(window, args.dispatcherName, {
    configurable: true,
    value: (event: string, payload: unknown) => {
      if (event === '__latch_uninstall') {
        removed = true
        setAccounts([])
        return
      }
      if (event === 'accounts') setAccounts(payload as { address: string; publicKey: string }[])
    },
  })

  // The Wallet Standard handshake: the wallet announces itself, and answers an app that loads later.
  const register = (api: { register(w: unknown): unknown }) => api.register(wallet)
  window.addEventListener('wallet-standard:app-ready', (event) => {
    const api = (event as CustomEvent<{ register(w: unknown): unknown }>).detail
    if (!removed && api) register(api)
  })
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
}
