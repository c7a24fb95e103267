import type { BrowserContext, Page } from '@playwright/test'
import type { WalletAccount } from '@wallet-standard/base'
import { applyMode } from '../applyMode.js'
import { InvalidParamsError, ProviderRpcError, UnauthorizedError } from '../errors.js'
import {
  type BindingWalletHandle,
  bindingNames,
  bindingWalletHandle,
  installBindingWallet,
} from '../installBindingWallet.js'
import type { TestWalletMode, TestWalletRequest } from '../testWallet.js'
import { type BitcoinWalletScriptArgs, bitcoinWalletScript } from './bitcoinWalletScript.js'
import { connectBitcoinSigner } from './connectBitcoinSigner.js'
import { type SatsConnectWalletScriptArgs, satsConnectWalletScript } from './satsConnectWalletScript.js'

export type InstallBitcoinTestWalletParameters = {
  /** The 32-byte secret key, hex (a devnet test key): its P2WPKH address pays, its P2TR address holds ordinals. */
  privateKey: string
  /** The network's CAIP-2 reference (the genesis hash prefix). Default: regtest's, the devnet's chain. */
  reference?: string
  /** Default 'Latch Bitcoin Wallet'. */
  name?: string
  /**
   * How the page finds the wallet: the Wallet Standard's Bitcoin features (default), or sats-connect's
   * `window.btc_providers` with a provider answering `request('getAddresses' | 'signMessage' | 'signPsbt' | …)`.
   */
  announce?: 'walletStandard' | 'satsConnect'
}

/** The handle a test keeps to drive the Bitcoin wallet and assert on what the page asked. */
export interface InstalledBitcoinTestWallet extends BindingWalletHandle<InstalledBitcoinTestWallet> {
  /** The payment account's address (P2WPKH). */
  readonly payment: string
  /** The ordinals account's address (P2TR). */
  readonly ordinal: string
  readonly name: string
  /** Every request, oldest first: `bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`… (sats-connect's names when announced that way) */
  readonly requests: readonly TestWalletRequest[]
}

/** Features and sats-connect methods that open a prompt in a real wallet; the `'*'` mode applies to these. */
const prompting = new Set([
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'getAddresses',
  'getAccounts',
  'signMessage',
  'signPsbt',
])

/** sats-connect's ACCESS_DENIED: the site has no grant. */
const ACCESS_DENIED = -32002

const toBase64 = (bytes: ArrayLike<number>) => Buffer.from(Uint8Array.from(bytes)).toString('base64')
const fromBase64 = (text: unknown, what: string) => {
  if (typeof text !== 'string') throw new InvalidParamsError(`${what} must be base64.`)
  return new Uint8Array(Buffer.from(text, 'base64'))
}

/**
 * Puts a Bitcoin wallet into a Playwright page through the Wallet Standard's Bitcoin features, its key in
 * Node (`createBitcoinTestWallet`: a P2WPKH payment account and a P2TR ordinals account): `bitcoin:connect`
 * (a reload finds the accounts an origin approved in `wallet.accounts`), `bitcoin:signMessage` (BIP-322
 * simple) and `bitcoin:signTransaction` (PSBT), each prompt answered the way the test says: approve, reject
 * (4001), after a delay, or with an error. With `announce: 'satsConnect'` the page finds it in
 * `window.btc_providers` instead, as sats-connect does, and its provider answers sats-connect's requests:
 * `getAddresses` / `getAccounts`, `signMessage` (BIP-322), `signPsbt` (without broadcast), `wallet_getAccount`
 * (a granted site's accounts, for a reload) and `wallet_disconnect`; a decline is -32000.
 *
 * @example
 * const wallet = await installBitcoinTestWallet(page, { privateKey: bitcoinDevnetAccounts[1].privateKey })
 * wallet.on('bitcoin:signTransaction', 'reject')
 */
export async function installBitcoinTestWallet(
  target: Page | BrowserContext,
  parameters: InstallBitcoinTestWalletParameters,
): Promise<InstalledBitcoinTestWallet> {
  // Both accounts, held in Node; each origin sees the purposes it asked for.
  const { signer, accounts, signMessage, signTransaction } = await connectBitcoinSigner({
    privateKey: parameters.privateKey,
    ...(parameters.reference ? { reference: parameters.reference } : {}),
    ...(parameters.name ? { name: parameters.name } : {}),
  })
  const authorized = new Map<string, readonly WalletAccount[]>()
  const modes = new Map<string, TestWalletMode>()
  const args: BitcoinWalletScriptArgs = {
    ...bindingNames('__latchBitcoinWallet'),
    name: signer.wallet.name,
    icon: signer.wallet.icon,
    chains: [...signer.wallet.chains],
  }
  const exposed = (list: readonly WalletAccount[]) =>
    list.map((account) => ({ address: account.address, publicKey: toBase64(account.publicKey) }))
  const prompt = (method: string) => applyMode(modes.get(method) ?? modes.get('*') ?? 'approve')
  function accountOf(origin: string, address: unknown): WalletAccount {
    const account = authorized.get(origin)?.find((a) => a.address === address)
    if (!authorized.has(origin))
      throw new UnauthorizedError('The site has not been connected: call bitcoin:connect first.')
    if (!account) throw new UnauthorizedError(`The account ${String(address)} is not connected.`)
    return account
  }

  function connectOrigin(origin: string, purposes: readonly string[]): readonly WalletAccount[] {
    const chosen = accounts.filter((account) =>
      purposes.includes(account.address === signer.ordinal ? 'ordinals' : 'payment'),
    )
    authorized.set(origin, chosen)
    return chosen
  }
  async function sign(
    method: string,
    origin: string,
    messages: readonly { address: unknown; message: Uint8Array }[],
  ): Promise<string[]> {
    const inputs = messages.map((m) => ({ account: accountOf(origin, m.address), message: m.message }))
    await prompt(method)
    return (await signMessage(...inputs)).map((s) => toBase64(s.signature))
  }
  async function signPsbts(
    method: string,
    origin: string,
    transactions: readonly {
      psbt: unknown
      chain?: unknown
      inputsToSign: readonly { address: unknown; signingIndexes: number[] }[]
    }[],
  ): Promise<string[]> {
    const inputs = transactions.map((t) => {
      if (t.chain !== undefined && !args.chains.includes(String(t.chain)))
        throw new InvalidParamsError(`The wallet does not know the chain ${String(t.chain)}.`)
      return {
        psbt: fromBase64(t.psbt, 'psbt'),
        inputsToSign: t.inputsToSign.map((i) => ({
          account: accountOf(origin, i.address),
          signingIndexes: i.signingIndexes,
        })),
      }
    })
    await prompt(method)
    return (await signTransaction(...inputs)).map((s) => toBase64(s.signedPsbt))
  }
  /** A sats-connect address entry: the purpose, and the public key in hex. */
  const satsConnectAddresses = (list: readonly WalletAccount[]) =>
    list.map((account) => {
      const ordinal = account.address === signer.ordinal
      return {
        address: account.address,
        publicKey: Buffer.from(account.publicKey).toString('hex'),
        purpose: ordinal ? 'ordinals' : 'payment',
        addressType: ordinal ? 'p2tr' : 'p2wpkh',
        walletType: 'software',
      }
    })

  async function answer(method: string, params: unknown, origin: string): Promise<unknown> {
    const input = (params ?? {}) as Record<string, unknown>
    if (!prompting.has(method)) {
      const mode = modes.get(method)
      if (mode) await applyMode(mode)
    }
    const purposes = Array.isArray(input.purposes) ? (input.purposes as string[]) : ['payment']
    switch (method) {
      case 'bitcoin:accounts':
        return exposed(authorized.get(origin) ?? [])
      case 'bitcoin:connect':
        await prompt(method)
        return exposed(connectOrigin(origin, purposes))
      case 'standard:disconnect':
      case 'wallet_disconnect':
        authorized.delete(origin)
        return null
      case 'bitcoin:signMessage': {
        if (!Array.isArray(input.messages) || input.messages.length === 0)
          throw new InvalidParamsError('signMessage needs at least one message.')
        const messages = (input.messages as { address: unknown; message: unknown }[]).map((m) => ({
          address: m.address,
          message: fromBase64(m.message, 'message'),
        }))
        return { signatures: await sign(method, origin, messages) }
      }
      case 'bitcoin:signTransaction':
        if (!Array.isArray(input.transactions) || input.transactions.length === 0)
          throw new InvalidParamsError('signTransaction needs at least one PSBT.')
        return { psbts: await signPsbts(method, origin, input.transactions) }
      // sats-connect's request API.
      case 'getAddresses':
      case 'getAccounts': {
        await prompt(method)
        const addresses = satsConnectAddresses(connectOrigin(origin, purposes))
        return method === 'getAccounts' ? addresses : { addresses }
      }
      case 'wallet_getAccount': {
        const granted = authorized.get(origin)
        if (!granted) throw new ProviderRpcError(ACCESS_DENIED, 'The site has no access to the wallet.')
        return { id: signer.payment, addresses: satsConnectAddresses(granted), walletType: 'software' }
      }
      case 'signMessage': {
        if (typeof input.message !== 'string') throw new InvalidParamsError('message must be a string.')
        if (input.protocol !== undefined && input.protocol !== 'BIP322')
          throw new InvalidParamsError(`${args.name} signs messages with BIP-322 only.`)
        const message = new TextEncoder().encode(input.message)
        const [signature] = await sign(method, origin, [{ address: input.address, message }])
        return { signature, messageHash: '', address: input.address, protocol: 'BIP322' }
      }
      case 'signPsbt': {
        if (input.broadcast === true) throw new InvalidParamsError(`${args.name} does not broadcast.`)
        const signInputs = (input.signInputs ?? {}) as Record<string, number[]>
        const [psbt] = await signPsbts(method, origin, [
          {
            psbt: input.psbt,
            inputsToSign: Object.entries(signInputs).map(([address, signingIndexes]) => ({
              address,
              signingIndexes,
            })),
          },
        ])
        return { psbt }
      }
      default:
        throw new InvalidParamsError(`${args.name} does not support ${method}.`)
    }
  }

  const binding =
    parameters.announce === 'satsConnect'
      ? await installBindingWallet<SatsConnectWalletScriptArgs>(target, {
          script: satsConnectWalletScript,
          args: {
            ...bindingNames('__latchSatsConnectWallet'),
            name: args.name,
            icon: args.icon,
            providerId: 'LatchProviders.BitcoinProvider',
          },
          answer,
        })
      : await installBindingWallet(target, {
          script: bitcoinWalletScript,
          args,
          answer,
          // The page asking which accounts it may see on load is no request of the visitor's.
          unlisted: new Set(['bitcoin:accounts']),
        })

  const wallet: InstalledBitcoinTestWallet = {
    ...bindingWalletHandle(binding, {
      wallet: () => wallet,
      modes,
      authorized,
      // A sats-connect wallet says so with its own event; a Wallet Standard one with a `change` to no accounts.
      ...(parameters.announce === 'satsConnect'
        ? { disconnected: { event: 'disconnect', payload: {} } }
        : {}),
    }),
    payment: signer.payment,
    ordinal: signer.ordinal,
    name: args.name,
  }
  return wallet
}
