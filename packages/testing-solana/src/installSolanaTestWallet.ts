import { InvalidParamsError, UnauthorizedError } from '@latch/testing'
import {
  type BindingWalletHandle,
  bindingNames,
  bindingWalletHandle,
  createWalletPrompts,
  installBindingWallet,
  type TestWalletRequest,
} from '@latch/testing/namespace'
import type { BrowserContext, Page } from '@playwright/test'
import { getBase64Decoder, getBase64Encoder } from '@solana/kit'
import {
  createSolanaTestAccount,
  type SolanaSendOptions,
  type SolanaTestAccount,
} from './createSolanaTestAccount.js'
import { type WalletStandardScriptArgs, walletStandardScript } from './walletStandardScript.js'

/** A Solana chain the wallet knows: its Wallet Standard name (`solana:localnet`, `solana:devnet`…) and RPC URL. */
export type SolanaTestWalletChain = { chain: `solana:${string}`; rpcUrl: string }

export type InstallSolanaTestWalletParameters = {
  /** The 64-byte secret key in base58 (as `solana-keygen` and Phantom export it); the first is active. */
  secretKeys: readonly [string, ...string[]]
  /** The chains the wallet knows. */
  chains: readonly [SolanaTestWalletChain, ...SolanaTestWalletChain[]]
  /** The wallet's name (a multi-chain wallet shares it with its EIP-6963 side). Default 'Latch Solana Wallet'. */
  name?: string
  /** A data: URL. Default: an SVG. */
  icon?: string
}

/** The handle a test keeps to drive the Solana wallet and assert on what the page asked. */
export interface SolanaTestWallet extends BindingWalletHandle<SolanaTestWallet> {
  /** The active account's address (base58). */
  readonly address: string
  readonly addresses: readonly string[]
  readonly name: string
  /** Every request, oldest first: `standard:connect`, `solana:signMessage`, `solana:signTransaction`, `solana:signAndSendTransaction`… */
  readonly requests: readonly TestWalletRequest[]
  /** Treat a site as connected already. */
  authorize(origin: string): void
  /** Make another account active; connected sites get a `change` event. */
  switchAccount(index: number): Promise<void>
}

/** Features that open a prompt in a real wallet; the `'*'` mode applies to these. */
const prompting = new Set([
  'standard:connect',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
])

const base64 = getBase64Decoder()
const base64Bytes = getBase64Encoder()
const toBase64 = (bytes: Uint8Array) => base64.decode(bytes)
const fromBase64 = (text: unknown, what: string) => {
  if (typeof text !== 'string') throw new InvalidParamsError(`${what} must be base64.`)
  return new Uint8Array(base64Bytes.encode(text))
}

/**
 * Puts a Solana wallet into a Playwright page through the Wallet Standard, backed by key pairs in Node and a
 * Solana RPC (such as the devnet's local validator): connect (with silent reconnect for sites approved
 * before), `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction`, each prompt
 * answered the way the test says: approve, reject (4001), after a delay, or with an error.
 *
 * @example
 * const wallet = await installSolanaTestWallet(page, {
 *   secretKeys: [solanaDevnetAccounts[1].secretKey],
 *   chains: [{ chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:8899' }],
 * })
 * wallet.on('solana:signAndSendTransaction', 'reject')
 */
export async function installSolanaTestWallet(
  target: Page | BrowserContext,
  parameters: InstallSolanaTestWalletParameters,
): Promise<SolanaTestWallet> {
  const accounts: SolanaTestAccount[] = await Promise.all(parameters.secretKeys.map(createSolanaTestAccount))
  let index = 0
  const account = () => accounts[index] as SolanaTestAccount
  const chains = new Map(parameters.chains.map((c) => [c.chain, c.rpcUrl]))
  const authorized = new Set<string>()
  const { modes, prompt, beforeAnswer } = createWalletPrompts(prompting)
  const args: WalletStandardScriptArgs = {
    ...bindingNames('__latchSolanaWallet'),
    name: parameters.name ?? 'Latch Solana Wallet',
    icon: parameters.icon ?? defaultIcon,
    chains: [...chains.keys()],
  }
  const exposed = () => [{ address: account().address, publicKey: toBase64(account().publicKey) }]

  function requireAccount(origin: string, address: unknown) {
    if (!authorized.has(origin))
      throw new UnauthorizedError('The site has not been connected: call standard:connect first.')
    if (address !== account().address)
      throw new UnauthorizedError(`The account ${String(address)} is not connected.`)
  }
  function rpcOf(chain: unknown): string {
    const url = chains.get(chain as `solana:${string}`) ?? [...chains.values()][0]
    if (typeof chain === 'string' && !chains.has(chain as `solana:${string}`))
      throw new InvalidParamsError(`The wallet does not know the chain ${chain}.`)
    return url as string
  }

  async function answer(method: string, params: unknown, origin: string): Promise<unknown> {
    const input = (params ?? {}) as Record<string, unknown>
    await beforeAnswer(method)
    switch (method) {
      case 'standard:connect': {
        if (authorized.has(origin)) return exposed()
        // A silent connect never prompts: a site that was not approved gets no account.
        if (input.silent === true) return []
        await prompt(method)
        authorized.add(origin)
        return exposed()
      }
      case 'standard:disconnect':
        authorized.delete(origin)
        return null
      case 'solana:signMessage': {
        requireAccount(origin, input.address)
        const message = fromBase64(input.message, 'message')
        await prompt(method)
        return { signature: toBase64(await account().signMessage(message)) }
      }
      case 'solana:signTransaction': {
        requireAccount(origin, input.address)
        if (!Array.isArray(input.transactions) || input.transactions.length === 0)
          throw new InvalidParamsError('signTransaction needs at least one transaction.')
        rpcOf(input.chain)
        const wires = input.transactions.map((t) => fromBase64(t, 'transaction'))
        await prompt(method)
        const signed = await Promise.all(wires.map((wire) => account().signTransaction(wire)))
        return { transactions: signed.map(toBase64) }
      }
      case 'solana:signAndSendTransaction': {
        requireAccount(origin, input.address)
        const rpcUrl = rpcOf(input.chain)
        const wire = fromBase64(input.transaction, 'transaction')
        await prompt(method)
        const signature = await account().signAndSendTransaction(
          wire,
          rpcUrl,
          (input.options ?? {}) as SolanaSendOptions,
        )
        const { getBase58Encoder } = await import('@solana/kit')
        return { signature: toBase64(new Uint8Array(getBase58Encoder().encode(signature))) }
      }
      default:
        throw new InvalidParamsError(`${args.name} does not support ${method}.`)
    }
  }

  const binding = await installBindingWallet(target, { script: walletStandardScript, args, answer })

  const wallet: SolanaTestWallet = {
    ...bindingWalletHandle(binding, { wallet: () => wallet, modes, authorized }),
    get address() {
      return account().address
    },
    get addresses() {
      return accounts.map((a) => a.address)
    },
    name: args.name,
    authorize(origin) {
      authorized.add(origin)
    },
    async switchAccount(next) {
      if (!Number.isInteger(next) || next < 0 || next >= accounts.length)
        throw new Error(`No account ${next}: the wallet has ${accounts.length}.`)
      index = next
      if (authorized.size) await binding.emit('accounts', exposed(), [...authorized])
    },
  }
  return wallet
}

const defaultIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#7c3aed"/><path d="M9 11h14l-3 3H9zm0 7h11l3 3H9z" fill="#fff"/></svg>',
)}`
