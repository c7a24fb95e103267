import { SOLANA_SIGNING_METHODS, SOLANA_WALLET_METHODS } from '@latch/solana'
import { InvalidParamsError, UnauthorizedError, UnsupportedMethodError } from '@latch/testing'
import type { WalletConnectNamespaceSide } from '@latch/testing/namespace'
import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder } from '@solana/kit'
import {
  createSolanaTestAccount,
  type SolanaSendOptions,
  type SolanaTestAccount,
} from './createSolanaTestAccount.js'
import type { SolanaTestWalletChain } from './installSolanaTestWallet.js'

export type WalletConnectSolanaSideParameters = {
  /** The account's 64-byte secret key, base58. */
  secretKey: string
  /** The chains it is offered on (CAIP-2, `solana:<genesis ref>`), each with the RPC its sends go through. */
  chains: readonly [SolanaTestWalletChain, ...SolanaTestWalletChain[]]
}

/**
 * A Solana account for the WalletConnect test wallet of `@latch/testing`: proposals that ask for the solana
 * namespace get it on the given chains, and the session's Solana requests are signed with its key.
 *
 * @example
 * const wallet = await createWalletConnectTestWallet({
 *   relayUrl, projectId, chains: [{ id: 31337, rpcUrl }],
 *   sides: [await walletConnectSolanaSide({ secretKey, chains: [{ chain: 'solana:5eykt4…', rpcUrl: solanaRpcUrl }] })],
 * })
 */
export async function walletConnectSolanaSide(
  parameters: WalletConnectSolanaSideParameters,
): Promise<WalletConnectNamespaceSide> {
  return solanaAccountSide(await createSolanaTestAccount(parameters.secretKey), parameters.chains)
}

const base58 = getBase58Decoder()
const base58Bytes = getBase58Encoder()
const base64 = getBase64Decoder()
const base64Bytes = getBase64Encoder()

/**
 * The Solana side of the WalletConnect test wallet for an account already made: one key pair on the given `solana:<genesis ref>` chains,
 * answering WalletConnect's Solana methods (base58 messages and signatures, base64 transactions) and sending
 * through each chain's RPC, such as the devnet's local validator.
 *
 * @example
 * const side = solanaAccountSide(account, [{ chain: 'solana:5eykt4…', rpcUrl }])
 */
export function solanaAccountSide(
  account: SolanaTestAccount,
  chains: readonly SolanaTestWalletChain[],
): WalletConnectNamespaceSide {
  const rpcUrls = new Map(chains.map((c) => [c.chain as string, c.rpcUrl]))
  const bytesOf = (text: unknown, what: string, decode: (t: string) => Uint8Array) => {
    if (typeof text !== 'string' || text === '') throw new InvalidParamsError(`${what} is missing.`)
    try {
      return decode(text)
    } catch {
      throw new InvalidParamsError(`${what} could not be decoded.`)
    }
  }
  const fromBase64 = (text: unknown) =>
    bytesOf(text, 'transaction', (t) => new Uint8Array(base64Bytes.encode(t)))

  return {
    namespace: 'solana',
    address: account.address,
    // The signing methods open a prompt in a real wallet; the account reads do not.
    prompts: new Set<string>(SOLANA_SIGNING_METHODS),
    approve(proposal) {
      const asked = [
        ...Object.entries(proposal.requiredNamespaces ?? {}),
        ...Object.entries(proposal.optionalNamespaces ?? {}),
      ].filter(([key]) => key.split(':')[0] === 'solana')
      if (asked.length === 0) return undefined
      const wanted = new Set(asked.flatMap(([key, ns]) => (key.includes(':') ? [key] : (ns.chains ?? []))))
      const served = [...rpcUrls.keys()].filter((chain) => wanted.has(chain))
      if (served.length === 0) return undefined
      return {
        chains: served,
        accounts: served.map((chain) => `${chain}:${account.address}`),
        // The methods the widget asks for: one list serves the dApp's proposal and this wallet's answer.
        methods: [...SOLANA_WALLET_METHODS],
        events: [],
      }
    },
    async answer(method, params, caipChainId, prompt) {
      const rpcUrl = rpcUrls.get(caipChainId)
      if (!rpcUrl) throw new InvalidParamsError(`The wallet does not know the chain ${caipChainId}.`)
      const input = (params ?? {}) as Record<string, unknown>
      switch (method) {
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return [{ pubkey: account.address }]
        case 'solana_signMessage': {
          if (input.pubkey !== account.address)
            throw new UnauthorizedError(`The account ${String(input.pubkey)} is not connected.`)
          const message = bytesOf(input.message, 'message', (t) => new Uint8Array(base58Bytes.encode(t)))
          await prompt()
          return { signature: base58.decode(await account.signMessage(message)) }
        }
        case 'solana_signTransaction': {
          const wire = fromBase64(input.transaction)
          await prompt()
          const signed = await account.signTransaction(wire)
          // The fee payer's signature comes first in a signed transaction (after its compact length byte).
          return { signature: base58.decode(signed.slice(1, 65)), transaction: base64.decode(signed) }
        }
        case 'solana_signAllTransactions': {
          if (!Array.isArray(input.transactions) || input.transactions.length === 0)
            throw new InvalidParamsError('signAllTransactions needs at least one transaction.')
          const wires = input.transactions.map(fromBase64)
          await prompt()
          const signed = await Promise.all(wires.map((wire) => account.signTransaction(wire)))
          return { transactions: signed.map((bytes) => base64.decode(bytes)) }
        }
        case 'solana_signAndSendTransaction': {
          const wire = fromBase64(input.transaction)
          await prompt()
          const options = (input.sendOptions ?? {}) as SolanaSendOptions
          return { signature: await account.signAndSendTransaction(wire, rpcUrl, options) }
        }
        default:
          throw new UnsupportedMethodError(`The wallet does not support the method "${method}".`)
      }
    },
  }
}
