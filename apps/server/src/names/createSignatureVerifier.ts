import { type Address, type Hex, isAddressEqual, type PublicClient, recoverMessageAddress } from 'viem'
import { ChainUnavailableForSignatureError } from './profileErrors.js'

export type VerifySignatureParameters = { chainId: number; address: Address; message: string; signature: Hex }

/** Whether `signature` is `address`'s personal_sign of `message` (an EOA, or a contract wallet via ERC-1271). */
export type SignatureVerifier = (parameters: VerifySignatureParameters) => Promise<boolean>

export type CreateSignatureVerifierParameters = {
  /** A public client on the chain's RPC, or undefined when this server does not serve the chain. */
  getClient(chainId: number): PublicClient | undefined
}

/**
 * Checks a signature locally first (ECDSA recovery costs no RPC call), then, when it does not recover to
 * the address, asks the chain through viem's `verifyMessage` (ERC-1271 `isValidSignature`, or ERC-6492
 * for a wallet not deployed yet). On a chain this server does not serve only EOAs can sign.
 *
 * @example
 * const verify = createSignatureVerifier({ getClient: (id) => chains.get(id)?.client })
 * await verify({ chainId: 31337, address, message, signature })
 */
export function createSignatureVerifier(parameters: CreateSignatureVerifierParameters): SignatureVerifier {
  return async ({ chainId, address, message, signature }) => {
    try {
      const signer = await recoverMessageAddress({ message, signature })
      if (isAddressEqual(signer, address)) return true
    } catch {
      // Not a 65-byte ECDSA signature: a contract wallet's format, checked on the chain below.
    }
    const client = parameters.getClient(chainId)
    if (!client) return false
    try {
      return await client.verifyMessage({ address, message, signature })
    } catch (error) {
      // viem answers false for a rejecting contract; what reaches here is a node that did not answer.
      throw Object.assign(new ChainUnavailableForSignatureError(chainId), { cause: error })
    }
  }
}
