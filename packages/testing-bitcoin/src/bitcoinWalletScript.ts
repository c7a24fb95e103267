import type { BindingMessage, BindingReply } from '@latch/testing/namespace'

export type BitcoinWalletScriptArgs = {
  bindingName: string
  dispatcherName: string
  name: string
  icon: string
  chains: string[]
}

/**
 * Runs inside every frame of the page before the site's scripts (via `page.addInitScript`): asks Node for the
 * accounts this origin approved before (so a reload reconnects silently from `wallet.accounts`, as a real
 * Bitcoin wallet's are), then registers a Wallet Standard wallet whose `bitcoin:connect`,
 * `bitcoin:signMessage` and `bitcoin:signTransaction` forward to Node through the binding, bytes as base64.
 * Playwright sends this function's source to the browser, so it must not use anything from its module.
 */
export function bitcoinWalletScript(args: BitcoinWalletScriptArgs): void {
  type Account = { address: string; publicKey: Uint8Array; chains: string[]; features: string[] }
  type Exposed = { address: string; publicKey: string }
  type Listener = (properties: { accounts?: Account[] }) => void
  const scope = window as unknown as Record<string, unknown>
  if (scope[args.dispatcherName]) return
  const listeners = new Set<Listener>()
  let accounts: Account[] = []
  let removed = false
  const featureNames = ['bitcoin:signMessage', 'bitcoin:signTransaction']

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

  const setAccounts = (next: Exposed[]) => {
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
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(input?: { purposes?: string[] }) {
          setAccounts((await send('bitcoin:connect', { purposes: input?.purposes })) as Exposed[])
          return { accounts }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: Account; message: Uint8Array }[]) {
          const { signatures } = (await send('bitcoin:signMessage', {
            messages: inputs.map((input) => ({
              address: input.account.address,
              message: toBase64(input.message),
            })),
          })) as { signatures: string[] }
          return inputs.map((input, index) => ({
            signedMessage: input.message,
            signature: fromBase64(signatures[index] ?? ''),
          }))
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(
          ...inputs: {
            psbt: Uint8Array
            inputsToSign: { account: Account; signingIndexes: number[] }[]
            chain?: string
          }[]
        ) {
          const { psbts } = (await send('bitcoin:signTransaction', {
            transactions: inputs.map((input) => ({
              psbt: toBase64(input.psbt),
              chain: input.chain,
              inputsToSign: input.inputsToSign.map((i) => ({
                address: i.account.address,
                signingIndexes: [...i.signingIndexes],
              })),
            })),
          })) as { psbts: string[] }
          return psbts.map((psbt) => ({ signedPsbt: fromBase64(psbt) }))
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
      if (event === 'accounts') setAccounts(payload as Exposed[])
    },
  })

  // The Wallet Standard handshake, once the accounts this origin approved before are known.
  const register = (api: { register(w: unknown): unknown }) => api.register(wallet)
  const announce = () => {
    window.addEventListener('wallet-standard:app-ready', (event) => {
      const api = (event as CustomEvent<{ register(w: unknown): unknown }>).detail
      if (!removed && api) register(api)
    })
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  }
  send('bitcoin:accounts')
    .then((approved) => setAccounts(approved as Exposed[]))
    .catch(() => {})
    .finally(announce)
}
