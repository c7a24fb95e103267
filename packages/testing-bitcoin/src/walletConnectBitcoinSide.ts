import { BITCOIN_WALLET_EVENTS, BITCOIN_WALLET_METHODS } from '@latch/bitcoin'
import { InvalidParamsError, UnauthorizedError } from '@latch/testing'
import { singleChainNamespace, type WalletConnectNamespaceSide } from '@latch/testing/namespace'
import { connectBitcoinSigner } from './connectBitcoinSigner.js'

export type WalletConnectBitcoinSideParameters = {
  /** The key, 32 bytes in hex. */
  privateKey: string
  /** The chain its accounts are offered on, e.g. regtest's `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`. */
  caipNetworkId: `bip122:${string}`
}

/**
 * The Bitcoin side of the WalletConnect test wallet of `@latch/testing` (given to it in `sides`): the payment (P2WPKH) and ordinals (P2TR) accounts of one
 * key on one `bip122:` chain, answering WalletConnect's Bitcoin methods: `getAccountAddresses`, `signMessage`
 * (BIP-322, the signature in hex) and `signPsbt` (without broadcast; base64 PSBTs).
 *
 * @example
 * const side = await walletConnectBitcoinSide({ privateKey, caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' })
 */
export async function walletConnectBitcoinSide(
  parameters: WalletConnectBitcoinSideParameters,
): Promise<WalletConnectNamespaceSide> {
  const { signer, accounts, signMessage, signTransaction } = await connectBitcoinSigner({
    privateKey: parameters.privateKey,
    reference: parameters.caipNetworkId.slice('bip122:'.length),
  })
  const accountOf = (address: unknown) => {
    const found = accounts.find((account) => account.address === address)
    if (!found) throw new UnauthorizedError(`The address ${String(address)} is not the wallet's.`)
    return found
  }

  return {
    namespace: 'bip122',
    // The session's address is the payment account's.
    address: signer.payment,
    prompts: new Set(['signMessage', 'signPsbt', 'sendTransfer']),
    approve: (proposal) =>
      singleChainNamespace(proposal, {
        caipNetworkId: parameters.caipNetworkId,
        address: signer.payment,
        methods: BITCOIN_WALLET_METHODS,
        events: BITCOIN_WALLET_EVENTS,
      }),
    async answer(method, params, caipChainId, prompt) {
      if (caipChainId !== parameters.caipNetworkId)
        throw new InvalidParamsError(`The wallet does not know the chain ${caipChainId}.`)
      const input = (params ?? {}) as Record<string, unknown>
      if (input.account !== signer.payment)
        throw new UnauthorizedError(`The account ${String(input.account)} is not connected.`)
      switch (method) {
        case 'getAccountAddresses':
          return accounts.map((account) => ({
            address: account.address,
            publicKey: Buffer.from(account.publicKey).toString('hex'),
            intention: account.address === signer.ordinal ? 'ordinal' : 'payment',
          }))
        case 'signMessage': {
          if (typeof input.message !== 'string') throw new InvalidParamsError('message must be a string.')
          if (input.protocol !== 'bip322')
            throw new InvalidParamsError('The wallet signs messages with BIP-322 only.')
          const account = accountOf(input.address ?? input.account)
          await prompt()
          const [signed] = await signMessage({ account, message: new TextEncoder().encode(input.message) })
          return {
            address: account.address,
            signature: Buffer.from(signed?.signature ?? []).toString('hex'),
          }
        }
        case 'signPsbt': {
          if (typeof input.psbt !== 'string') throw new InvalidParamsError('psbt must be base64.')
          if (input.broadcast === true) throw new InvalidParamsError('The wallet does not broadcast.')
          const byAddress = new Map<string, number[]>()
          for (const entry of (input.signInputs ?? []) as { address: string; index: number }[])
            byAddress.set(entry.address, [...(byAddress.get(entry.address) ?? []), entry.index])
          const inputsToSign = [...byAddress].map(([address, signingIndexes]) => ({
            account: accountOf(address),
            signingIndexes,
          }))
          await prompt()
          const [signed] = await signTransaction({
            psbt: new Uint8Array(Buffer.from(input.psbt, 'base64')),
            inputsToSign,
          })
          return { psbt: Buffer.from(signed?.signedPsbt ?? []).toString('base64') }
        }
        default:
          throw new InvalidParamsError(`The wallet does not answer ${method} on Bitcoin.`)
      }
    },
  }
}
