import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  BitcoinSignMessageInput,
  BitcoinSignTransactionInput,
} from '../walletStandard/bitcoinFeatures.js'

/** An entry of `window.btc_providers` (WBIP004), the list sats-connect's `getProviders()` reads. */
export type SatsConnectProviderInfo = {
  /** The provider object's path on `window`, such as `XverseProviders.BitcoinProvider`. */
  id: string
  name: string
  icon: string
  webUrl?: string | undefined
}

type RpcResponse = { result: unknown } | { error: { code: number; message: string } }
/** sats-connect's wallet events: the account or the network chosen in the wallet changed, or it disconnected the site. */
type WalletEvent =
  | { type: 'accountChange' }
  | { type: 'networkChange'; bitcoin?: { name?: string } }
  | { type: 'disconnect' }
/**
 * A sats-connect provider: `request(method, params)` answers a JSON-RPC response object; `addListener`, where the
 * wallet has it, reports its events and returns a function that stops listening.
 */
type SatsConnectProvider = {
  request(method: string, params: unknown): Promise<RpcResponse>
  addListener?(event: WalletEvent['type'], listener: (event: WalletEvent) => void): () => void
}
type ChangeListener = (properties: {
  accounts?: readonly WalletAccount[]
  chains?: readonly string[]
}) => void
type SatsConnectAddress = { address: string; publicKey: string; purpose: string }

/** sats-connect's `RpcErrorCode.USER_REJECTION`; the runtime reads declines as EIP-1193's 4001. */
const USER_REJECTION = -32000

/** The Bitcoin chains a sats-connect wallet may be on: it chooses its network itself, not per request. */
const chains = ['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:regtest'] as const

/** The Wallet Standard chain of a network sats-connect names (`Mainnet`, `Testnet4`, `Signet`, `Regtest`…). */
const chainOfNetwork = (name: string | undefined) =>
  name === 'Mainnet' ? 'bitcoin:mainnet' : name === 'Regtest' ? 'bitcoin:regtest' : 'bitcoin:testnet'

/** Restores the accounts a sats-connect wallet granted this site before, without a prompt. */
export type RestoreAccountsFeature = { restore(): Promise<void> }
export const RESTORE_ACCOUNTS = 'latch:restoreAccounts'

/**
 * The providers the page's Bitcoin wallets announced in `window.btc_providers`, whose provider object is on the
 * page (found by its id, as sats-connect's `getProviderById` does).
 *
 * @example
 * readSatsConnectProviders() // [{ id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: 'data:…' }]
 */
export function readSatsConnectProviders(): SatsConnectProviderInfo[] {
  const list = (window as { btc_providers?: unknown }).btc_providers
  if (!Array.isArray(list)) return []
  return list.filter(
    (entry): entry is SatsConnectProviderInfo =>
      typeof entry?.id === 'string' &&
      typeof entry.name === 'string' &&
      typeof entry.icon === 'string' &&
      providerOf(entry.id) !== undefined,
  )
}

function providerOf(id: string): SatsConnectProvider | undefined {
  const found = id
    .split('.')
    .reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], window)
  return typeof (found as Partial<SatsConnectProvider> | undefined)?.request === 'function'
    ? (found as SatsConnectProvider)
    : undefined
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

/**
 * A sats-connect wallet (`window.btc_providers`) as a Wallet Standard Bitcoin wallet, so the bip122 runtime
 * drives both alike: `bitcoin:connect` asks `getAddresses` for the payment and ordinals purposes,
 * `bitcoin:signMessage` is `signMessage` (BIP-322), `bitcoin:signTransaction` is `signPsbt` without broadcast
 * (the runtime broadcasts), `standard:disconnect` is `wallet_disconnect`; `wallet_getAccount` restores a
 * granted site's accounts on reload. `standard:events` follows the wallet's `accountChange` (the accounts read
 * again, none once the site lost its grant), `networkChange` (the accounts and the chain) and `disconnect`
 * events. A declined request (-32000) throws with code 4001.
 *
 * @example
 * const [info] = readSatsConnectProviders()
 * const wallet = satsConnectWallet(info)
 */
export function satsConnectWallet(info: SatsConnectProviderInfo): Wallet {
  let accounts: WalletAccount[] = []

  async function call<T>(method: string, params: unknown): Promise<T> {
    const provider = providerOf(info.id)
    if (!provider) throw new Error(`${info.name} is no longer on this page.`)
    let response: RpcResponse
    try {
      response = await provider.request(method, params)
    } catch (error) {
      // Some versions reject with the JSON-RPC error response instead of answering it.
      if (typeof error !== 'object' || error === null || !Object.hasOwn(error, 'error')) throw error
      response = error as RpcResponse
    }
    if ('result' in response) return response.result as T
    const error = new Error(response.error.message) as Error & { code: number }
    error.code = response.error.code === USER_REJECTION ? 4001 : response.error.code
    throw error
  }

  const setAccounts = (addresses: readonly SatsConnectAddress[]) => {
    // The payment account first: the runtime pays from the first account that is not taproot.
    accounts = ['payment', 'ordinals'].flatMap((purpose) =>
      addresses
        .filter((address) => address.purpose === purpose)
        .map((address) => ({
          address: address.address,
          publicKey: fromHex(address.publicKey),
          chains: [],
          features: [],
        })),
    )
  }

  /** The accounts the site was granted, read without a prompt; none when it has no grant (any more). */
  async function readGrantedAccounts() {
    try {
      setAccounts((await call<{ addresses: SatsConnectAddress[] }>('wallet_getAccount', null)).addresses)
    } catch {
      accounts = []
    }
  }

  const listeners = new Set<ChangeListener>()
  let stopListening: (() => void) | undefined
  function listen() {
    const provider = providerOf(info.id)
    if (typeof provider?.addListener !== 'function') return undefined
    const emit = (properties: Parameters<ChangeListener>[0]) => {
      for (const listener of listeners) listener(properties)
    }
    const stops = [
      provider.addListener('accountChange', () => {
        void readGrantedAccounts().then(() => emit({ accounts }))
      }),
      provider.addListener('networkChange', (event) => {
        const chain = chainOfNetwork(event.type === 'networkChange' ? event.bitcoin?.name : undefined)
        // The addresses are the network's: read again before the chain is reported.
        void readGrantedAccounts().then(() => emit({ accounts, chains: [chain] }))
      }),
      provider.addListener('disconnect', () => {
        accounts = []
        emit({ accounts })
      }),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }

  const features = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input: { purposes: string[] }) {
        const { addresses } = await call<{ addresses: SatsConnectAddress[] }>('getAddresses', {
          purposes: input.purposes,
        })
        setAccounts(addresses)
        return { accounts }
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      signMessage: (...inputs: BitcoinSignMessageInput[]) =>
        Promise.all(
          inputs.map(async ({ account, message }) => {
            const { signature } = await call<{ signature: string }>('signMessage', {
              address: account.address,
              message: new TextDecoder().decode(message),
              protocol: 'BIP322',
            })
            return { signedMessage: message, signature: fromBase64(signature) }
          }),
        ),
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      signTransaction: (...inputs: BitcoinSignTransactionInput[]) =>
        Promise.all(
          inputs.map(async ({ psbt, inputsToSign }) => {
            const signInputs = Object.fromEntries(
              inputsToSign.map(({ account, signingIndexes }) => [account.address, signingIndexes]),
            )
            const signed = await call<{ psbt: string }>('signPsbt', {
              psbt: toBase64(psbt),
              signInputs,
              broadcast: false,
            })
            return { signedPsbt: fromBase64(signed.psbt) }
          }),
        ),
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        accounts = []
        // A wallet without the method keeps no grant to end.
        await call('wallet_disconnect', null).catch(() => {})
      },
    },
    // Not granted (or not supported): no accounts, and the site connects again with a prompt.
    [RESTORE_ACCOUNTS]: { restore: readGrantedAccounts } satisfies RestoreAccountsFeature,
    'standard:events': {
      version: '1.0.0',
      on(_event: 'change', listener: ChangeListener) {
        listeners.add(listener)
        stopListening ??= listen()
        return () => {
          listeners.delete(listener)
          if (listeners.size > 0) return
          stopListening?.()
          stopListening = undefined
        }
      },
    },
  }

  return {
    version: '1.0.0',
    name: info.name,
    icon: info.icon as Wallet['icon'],
    chains,
    get accounts() {
      return accounts
    },
    features: features as unknown as Wallet['features'],
  }
}
