import { InvalidParamsError } from '@latch/testing'
import type { WalletAccount } from '@wallet-standard/base'
import {
  type BitcoinWalletState,
  connectOrigin,
  fromBase64,
  requestedPurposes,
  signMessages,
  signPsbts,
  toBase64,
} from './bitcoinWalletState.js'

/** The Wallet Standard features the page script forwards to Node. */
export const walletStandardMethods = new Set([
  'bitcoin:accounts',
  'bitcoin:connect',
  'standard:disconnect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
])

/** Accounts as the page script hands them to the Wallet Standard: the public key in base64. */
const exposed = (list: readonly WalletAccount[]) =>
  list.map((account) => ({ address: account.address, publicKey: toBase64(account.publicKey) }))

/**
 * The wallet's answer to a Wallet Standard feature: `bitcoin:accounts` (what a reload finds for an approved
 * origin), `bitcoin:connect`, `standard:disconnect`, `bitcoin:signMessage` (BIP-322 simple) and
 * `bitcoin:signTransaction` (PSBT), messages and PSBTs in base64 both ways.
 */
export async function answerWalletStandardRequest(
  state: BitcoinWalletState,
  method: string,
  input: Record<string, unknown>,
  origin: string,
): Promise<unknown> {
  switch (method) {
    case 'bitcoin:accounts':
      return exposed(state.authorized.get(origin) ?? [])
    case 'bitcoin:connect':
      await state.prompts.prompt(method)
      return exposed(connectOrigin(state, origin, requestedPurposes(input)))
    case 'standard:disconnect':
      state.authorized.delete(origin)
      return null
    case 'bitcoin:signMessage': {
      if (!Array.isArray(input.messages) || input.messages.length === 0)
        throw new InvalidParamsError('signMessage needs at least one message.')
      const messages = (input.messages as { address: unknown; message: unknown }[]).map((m) => ({
        address: m.address,
        message: fromBase64(m.message, 'message'),
      }))
      return { signatures: await signMessages(state, method, origin, messages) }
    }
    case 'bitcoin:signTransaction':
      if (!Array.isArray(input.transactions) || input.transactions.length === 0)
        throw new InvalidParamsError('signTransaction needs at least one PSBT.')
      return { psbts: await signPsbts(state, method, origin, input.transactions) }
  }
  throw new InvalidParamsError(`${state.name} does not support ${method}.`)
}
