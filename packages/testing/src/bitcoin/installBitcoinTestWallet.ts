import type { BrowserContext, Page } from '@playwright/test'
import type { WalletAccount } from '@wallet-standard/base'
import { applyMode } from '../applyMode.js'
import { InvalidParamsError, UnauthorizedError } from '../errors.js'
import { bindingNames, installBindingWallet } from '../installBindingWallet.js'
import type { TestWalletMode, TestWalletRequest } from '../testWallet.js'
import { type BitcoinWalletScriptArgs, bitcoinWalletScript } from './bitcoinWalletScript.js'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'

export type InstallBitcoinTestWalletParameters = {
  /** The 32-byte secret key, hex (a devnet test key): its P2WPKH address pays, its P2TR address holds ordinals. */
  privateKey: string
  /** The network's CAIP-2 reference (the genesis hash prefix). Default: regtest's, the devnet's chain. */
  reference?: string
  /** Default 'Latch Bitcoin Wallet'. */
  name?: string
}

/** The handle a test keeps to drive the Bitcoin wallet and assert on what the page asked. */
export type InstalledBitcoinTestWallet = {
  /** The payment account's address (P2WPKH). */
  readonly payment: string
  /** The ordinals account's address (P2TR). */
  readonly ordinal: string
  readonly name: string
  /** Every request, oldest first: `bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`… */
  readonly requests: readonly TestWalletRequest[]
  /** How the wallet answers a feature's prompt from now on (`'*'`: every prompt). */
  on(method: string, mode: TestWalletMode): InstalledBitcoinTestWallet
  waitForRequest(
    method: string,
    options?: { timeout?: number; pending?: boolean },
  ): Promise<TestWalletRequest>
  clearRequests(): void
  isAuthorized(origin: string): boolean
  /** Disconnect every site from the wallet's side: they get a `change` event with no accounts. */
  disconnect(): Promise<void>
  uninstall(): Promise<void>
}

/** Features that open a prompt in a real wallet; the `'*'` mode applies to these. */
const prompting = new Set(['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction'])

const toBase64 = (bytes: ArrayLike<number>) => Buffer.from(Uint8Array.from(bytes)).toString('base64')
const fromBase64 = (text: unknown, what: string) => {
  if (typeof text !== 'string') throw new InvalidParamsError(`${what} must be base64.`)
  return new Uint8Array(Buffer.from(text, 'base64'))
}

type SignMessage = (
  ...inputs: { account: WalletAccount; message: Uint8Array }[]
) => Promise<{ signature: Uint8Array }[]>
type SignTransaction = (
  ...inputs: { psbt: Uint8Array; inputsToSign: { account: WalletAccount; signingIndexes: number[] }[] }[]
) => Promise<{ signedPsbt: Uint8Array }[]>

/**
 * Puts a Bitcoin wallet into a Playwright page through the Wallet Standard's Bitcoin features, its key in
 * Node (`createBitcoinTestWallet`: a P2WPKH payment account and a P2TR ordinals account): `bitcoin:connect`
 * (a reload finds the accounts an origin approved in `wallet.accounts`), `bitcoin:signMessage` (BIP-322
 * simple) and `bitcoin:signTransaction` (PSBT), each prompt answered the way the test says: approve, reject
 * (4001), after a delay, or with an error.
 *
 * @example
 * const wallet = await installBitcoinTestWallet(page, { privateKey: bitcoinDevnetAccounts[1].privateKey })
 * wallet.on('bitcoin:signTransaction', 'reject')
 */
export async function installBitcoinTestWallet(
  target: Page | BrowserContext,
  parameters: InstallBitcoinTestWalletParameters,
): Promise<InstalledBitcoinTestWallet> {
  const signer = createBitcoinTestWallet({
    privateKey: parameters.privateKey,
    ...(parameters.reference ? { reference: parameters.reference } : {}),
    ...(parameters.name ? { name: parameters.name } : {}),
  })
  const features = signer.wallet.features as Record<string, Record<string, unknown>>
  const connectInNode = features['bitcoin:connect']?.connect as (input: {
    purposes: string[]
  }) => Promise<{ accounts: readonly WalletAccount[] }>
  // Both accounts, held in Node; each origin sees the purposes it asked for.
  const { accounts } = await connectInNode({ purposes: ['payment', 'ordinals'] })
  const signMessage = features['bitcoin:signMessage']?.signMessage as SignMessage
  const signTransaction = features['bitcoin:signTransaction']?.signTransaction as SignTransaction
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

  async function answer(method: string, params: unknown, origin: string): Promise<unknown> {
    const input = (params ?? {}) as Record<string, unknown>
    if (!prompting.has(method)) {
      const mode = modes.get(method)
      if (mode) await applyMode(mode)
    }
    switch (method) {
      case 'bitcoin:accounts':
        return exposed(authorized.get(origin) ?? [])
      case 'bitcoin:connect': {
        const purposes = Array.isArray(input.purposes) ? (input.purposes as string[]) : ['payment']
        await prompt(method)
        const chosen = accounts.filter((account) =>
          purposes.includes(account.address === signer.ordinal ? 'ordinals' : 'payment'),
        )
        authorized.set(origin, chosen)
        return exposed(chosen)
      }
      case 'standard:disconnect':
        authorized.delete(origin)
        return null
      case 'bitcoin:signMessage': {
        if (!Array.isArray(input.messages) || input.messages.length === 0)
          throw new InvalidParamsError('signMessage needs at least one message.')
        const messages = (input.messages as { address: unknown; message: unknown }[]).map((m) => ({
          account: accountOf(origin, m.address),
          message: fromBase64(m.message, 'message'),
        }))
        await prompt(method)
        const signed = await signMessage(...messages)
        return { signatures: signed.map((s) => toBase64(s.signature)) }
      }
      case 'bitcoin:signTransaction': {
        if (!Array.isArray(input.transactions) || input.transactions.length === 0)
          throw new InvalidParamsError('signTransaction needs at least one PSBT.')
        const transactions = (
          input.transactions as {
            psbt: unknown
            chain?: unknown
            inputsToSign: { address: unknown; signingIndexes: number[] }[]
          }[]
        ).map((t) => {
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
        const signed = await signTransaction(...transactions)
        return { psbts: signed.map((s) => toBase64(s.signedPsbt)) }
      }
      default:
        throw new InvalidParamsError(`${args.name} does not support ${method}.`)
    }
  }

  const binding = await installBindingWallet(target, {
    script: bitcoinWalletScript,
    args,
    answer,
    // The page asking which accounts it may see on load is no request of the visitor's.
    unlisted: new Set(['bitcoin:accounts']),
  })

  const wallet: InstalledBitcoinTestWallet = {
    payment: signer.payment,
    ordinal: signer.ordinal,
    name: args.name,
    requests: binding.requests,
    on(method, mode) {
      modes.set(method, mode)
      return wallet
    },
    waitForRequest: binding.waitForRequest,
    clearRequests: binding.clearRequests,
    isAuthorized: (origin) => authorized.has(origin),
    async disconnect() {
      const origins = [...authorized.keys()]
      authorized.clear()
      if (origins.length) await binding.emit('accounts', [], origins)
    },
    uninstall: binding.uninstall,
  }
  return wallet
}
