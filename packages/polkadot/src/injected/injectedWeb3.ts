// The injected extension API that Polkadot wallets put on `window.injectedWeb3` (the shape
// `@polkadot/extension-dapp` reads), typed here so discovery carries no Polkadot library.

/** An account an extension exposes. `genesisHash` restricts it to one chain; `type` is its key's curve. */
export type InjectedAccount = {
  address: string
  name?: string | undefined
  genesisHash?: string | null | undefined
  type?: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum' | undefined
}

/** Raw bytes to sign, hex; extensions sign them wrapped in `<Bytes>…</Bytes>`. */
export type SignerPayloadRaw = { address: string; data: string; type: 'bytes' | 'payload' }

/** What `enable` gives a site the extension approved. */
export type InjectedExtension = {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe(callback: (accounts: InjectedAccount[]) => void): () => void
  }
  signer: {
    signRaw?(payload: SignerPayloadRaw): Promise<{ id: number; signature: string }>
    signPayload?(payload: Record<string, unknown>): Promise<{ id: number; signature: string }>
  }
}

/** One entry of `window.injectedWeb3`, keyed by the extension's id (`polkadot-js`, `talisman`, `subwallet-js`). */
export type InjectedWindowProvider = {
  version?: string
  enable(originName: string): Promise<InjectedExtension>
}

/** The extensions injected into this page so far. */
export function injectedExtensions(): Record<string, InjectedWindowProvider> {
  if (typeof window === 'undefined') return {}
  const injected = (window as unknown as { injectedWeb3?: Record<string, InjectedWindowProvider> })
    .injectedWeb3
  return injected && typeof injected === 'object' ? injected : {}
}
