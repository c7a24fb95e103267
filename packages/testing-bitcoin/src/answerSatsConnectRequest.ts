import { InvalidParamsError, ProviderRpcError } from '@latch/testing'
import type { WalletAccount } from '@wallet-standard/base'
import {
  type BitcoinWalletState,
  connectOrigin,
  requestedPurposes,
  signMessages,
  signPsbts,
} from './bitcoinWalletState.js'

/** The methods of sats-connect's request API the provider forwards to Node. */
export const satsConnectMethods = new Set([
  'getAddresses',
  'getAccounts',
  'wallet_getAccount',
  'wallet_disconnect',
  'signMessage',
  'signPsbt',
])

/** sats-connect's ACCESS_DENIED: the site has no grant. */
const ACCESS_DENIED = -32002

/** A sats-connect address entry: the purpose, and the public key in hex. */
function satsConnectAddresses(state: BitcoinWalletState, list: readonly WalletAccount[]) {
  return list.map((account) => {
    const ordinal = account.address === state.signer.ordinal
    return {
      address: account.address,
      publicKey: Buffer.from(account.publicKey).toString('hex'),
      purpose: ordinal ? 'ordinals' : 'payment',
      addressType: ordinal ? 'p2tr' : 'p2wpkh',
      walletType: 'software',
    }
  })
}

/**
 * The wallet's answer to sats-connect's request API: `getAddresses` / `getAccounts`, `wallet_getAccount` (a
 * granted site's accounts, for a reload), `wallet_disconnect`, `signMessage` (BIP-322 only) and `signPsbt`
 * (without broadcast).
 */
export async function answerSatsConnectRequest(
  state: BitcoinWalletState,
  method: string,
  input: Record<string, unknown>,
  origin: string,
): Promise<unknown> {
  switch (method) {
    case 'getAddresses':
    case 'getAccounts': {
      await state.prompts.prompt(method)
      const addresses = satsConnectAddresses(state, connectOrigin(state, origin, requestedPurposes(input)))
      return method === 'getAccounts' ? addresses : { addresses }
    }
    case 'wallet_getAccount': {
      const granted = state.authorized.get(origin)
      if (!granted) throw new ProviderRpcError(ACCESS_DENIED, 'The site has no access to the wallet.')
      return {
        id: state.signer.payment,
        addresses: satsConnectAddresses(state, granted),
        walletType: 'software',
      }
    }
    case 'wallet_disconnect':
      state.authorized.delete(origin)
      return null
    case 'signMessage': {
      if (typeof input.message !== 'string') throw new InvalidParamsError('message must be a string.')
      if (input.protocol !== undefined && input.protocol !== 'BIP322')
        throw new InvalidParamsError(`${state.name} signs messages with BIP-322 only.`)
      const message = new TextEncoder().encode(input.message)
      const [signature] = await signMessages(state, method, origin, [{ address: input.address, message }])
      return { signature, messageHash: '', address: input.address, protocol: 'BIP322' }
    }
    case 'signPsbt': {
      if (input.broadcast === true) throw new InvalidParamsError(`${state.name} does not broadcast.`)
      const signInputs = (input.signInputs ?? {}) as Record<string, number[]>
      const inputsToSign = Object.entries(signInputs).map(([address, signingIndexes]) => ({
        address,
        signingIndexes,
      }))
      const [psbt] = await signPsbts(state, method, origin, [{ psbt: input.psbt, inputsToSign }])
      return { psbt }
    }
  }
  throw new InvalidParamsError(`${state.name} does not support ${method}.`)
}
