import type { SiwxMessageData } from '@latch/api'
import { bitcoinSiwx } from '@latch/bitcoin/siwx'
import type { CaipNetworkId } from '@latch/core'
import { findSiwxNamespace } from '@latch/evm/siwx'
import { polkadotSiwx } from '@latch/polkadot/siwx'
import { solanaSiwx } from '@latch/solana/siwx'
import { type Address, getAddress, type Hex } from 'viem'
import type { ProfileContext } from '../names/nameServiceContext.js'
import { SiwxMessageError } from './siwxErrors.js'

/** The namespaces besides eip155 whose accounts sign in here, each as its adapter describes it. */
export const siwxNamespaces = [solanaSiwx, bitcoinSiwx, polkadotSiwx] as const

/**
 * How a session's account is stored and looked up: eip155 addresses lower-cased (any checksum case is one
 * account), the others as written (base58 and SS58 are case-sensitive).
 */
export function siwxAccountKey(chainId: string, address: string): string {
  return chainId.startsWith('eip155:') ? address.toLowerCase() : address
}

/**
 * Whether `signature` is the account's over `message`: on eip155 an EOA's, a contract wallet's (ERC-1271) or an
 * undeployed smart account's (ERC-6492), checked on the chain; on another namespace by its adapter's verifier
 * (ed25519 on Solana, BIP-322 or legacy on Bitcoin, sr25519 on Polkadot), once the address is one of its accounts.
 */
export async function isSiwxSignatureValid(
  context: ProfileContext,
  { data, message, signature }: { data: SiwxMessageData; message: string; signature: string },
): Promise<boolean> {
  if (data.chainId.startsWith('eip155:')) {
    const address = getAddress(data.accountAddress) as Address
    const chainId = Number(data.chainId.slice('eip155:'.length))
    return context.verifySignature({ chainId, address, message, signature: signature as Hex })
  }
  const chainId = data.chainId as CaipNetworkId
  const verifier = await findSiwxNamespace(chainId, siwxNamespaces).loadVerifier()
  if (!verifier.isAddress(data.accountAddress, chainId))
    throw new SiwxMessageError(
      400,
      'INVALID_MESSAGE',
      `The sign-in message is not valid: ${data.accountAddress} is not an account address on ${chainId}`,
    )
  return verifier.verifyMessage({ chainId, address: data.accountAddress, message, signature })
}
