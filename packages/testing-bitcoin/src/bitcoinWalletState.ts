import { InvalidParamsError, UnauthorizedError } from '@latch/testing'
import type { WalletPrompts } from '@latch/testing/namespace'
import type { WalletAccount } from '@wallet-standard/base'
import type { connectBitcoinSigner } from './connectBitcoinSigner.js'

/**
 * What the installed Bitcoin wallet knows in Node, whichever way the page found it: the key with both its accounts,
 * the accounts each origin was granted, and the prompts the test answers.
 */
export type BitcoinWalletState = Awaited<ReturnType<typeof connectBitcoinSigner>> & {
  /** The wallet's name, as the page shows it. */
  name: string
  /** The CAIP-2 chains the wallet signs for. */
  chains: readonly string[]
  /** Each connected origin's accounts, by the purposes it asked for. */
  authorized: Map<string, readonly WalletAccount[]>
  prompts: WalletPrompts
}

/** A PSBT to sign as a request carries it: base64, and the inputs each account signs. */
export type PsbtToSign = {
  psbt: unknown
  chain?: unknown
  inputsToSign: readonly { address: unknown; signingIndexes: number[] }[]
}

export const toBase64 = (bytes: ArrayLike<number>) => Buffer.from(Uint8Array.from(bytes)).toString('base64')

export function fromBase64(text: unknown, what: string): Uint8Array {
  if (typeof text !== 'string') throw new InvalidParamsError(`${what} must be base64.`)
  return new Uint8Array(Buffer.from(text, 'base64'))
}

/** The account at `address`, if `origin` was granted it. */
export function accountOf(state: BitcoinWalletState, origin: string, address: unknown): WalletAccount {
  const account = state.authorized.get(origin)?.find((a) => a.address === address)
  if (!state.authorized.has(origin))
    throw new UnauthorizedError('The site has not been connected: call bitcoin:connect first.')
  if (!account) throw new UnauthorizedError(`The account ${String(address)} is not connected.`)
  return account
}

/** Grants `origin` the accounts of the purposes it asked for (`payment`, `ordinals`). */
export function connectOrigin(
  state: BitcoinWalletState,
  origin: string,
  purposes: readonly string[],
): readonly WalletAccount[] {
  const chosen = state.accounts.filter((account) =>
    purposes.includes(account.address === state.signer.ordinal ? 'ordinals' : 'payment'),
  )
  state.authorized.set(origin, chosen)
  return chosen
}

/** Signs each message (BIP-322) with its granted account once the prompt is approved; the signatures in base64. */
export async function signMessages(
  state: BitcoinWalletState,
  method: string,
  origin: string,
  messages: readonly { address: unknown; message: Uint8Array }[],
): Promise<string[]> {
  const inputs = messages.map((m) => ({ account: accountOf(state, origin, m.address), message: m.message }))
  await state.prompts.prompt(method)
  return (await state.signMessage(...inputs)).map((s) => toBase64(s.signature))
}

/** Signs the inputs of each PSBT with their granted accounts once the prompt is approved; the PSBTs in base64. */
export async function signPsbts(
  state: BitcoinWalletState,
  method: string,
  origin: string,
  transactions: readonly PsbtToSign[],
): Promise<string[]> {
  const inputs = transactions.map((t) => {
    if (t.chain !== undefined && !state.chains.includes(String(t.chain)))
      throw new InvalidParamsError(`The wallet does not know the chain ${String(t.chain)}.`)
    return {
      psbt: fromBase64(t.psbt, 'psbt'),
      inputsToSign: t.inputsToSign.map((i) => ({
        account: accountOf(state, origin, i.address),
        signingIndexes: i.signingIndexes,
      })),
    }
  })
  await state.prompts.prompt(method)
  return (await state.signTransaction(...inputs)).map((s) => toBase64(s.signedPsbt))
}

/** The purposes a connect request asks for; a request naming none asks for the payment account. */
export function requestedPurposes(input: Record<string, unknown>): string[] {
  return Array.isArray(input.purposes) ? (input.purposes as string[]) : ['payment']
}
