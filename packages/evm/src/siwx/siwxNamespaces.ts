import type { CaipNetworkId, SIWXNamespace } from '@latch/core'
import { isAddress, isAddressEqual } from 'viem'

/** Whether the chain is eip155's, the namespace the sign-in configurations know by themselves (EIP-4361, viem). */
export function isEip155Chain(chainId: string): boolean {
  return chainId.startsWith('eip155:')
}

/**
 * The sign-in support of the namespace `chainId` belongs to, from the configuration's `namespaces`; a namespace
 * without one cannot sign in, and the error says which export to pass.
 *
 * @example
 * findSiwxNamespace('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', [solanaSiwx]).accountName // 'Solana'
 */
export function findSiwxNamespace(chainId: string, namespaces: readonly SIWXNamespace[] = []): SIWXNamespace {
  const name = chainId.split(':')[0] ?? ''
  const found = namespaces.find((namespace) => namespace.namespace === name)
  if (!found)
    throw new Error(
      `Sign-in on ${name} needs its adapter's sign-in support: pass its siwx export (@latch/${name}/siwx) in namespaces.`,
    )
  return found
}

/**
 * Whether two addresses are one account on `chainId`: eip155 addresses compare whatever their checksum case,
 * the other namespaces' as written (base58 and SS58 are case-sensitive; Bitcoin wallets give bech32 lower-case).
 */
export function isSameSiwxAccount(chainId: string, a: string, b: string): boolean {
  if (!isEip155Chain(chainId)) return a === b
  return isAddress(a, { strict: false }) && isAddress(b, { strict: false }) && isAddressEqual(a, b)
}

/**
 * Checks that `address` is an account of the chain's namespace before a message is made for it, by its adapter's
 * verifier; rejects otherwise. eip155 is left to its text, which viem renders only for a valid address (and a
 * one-click sign-in asks for its message before the wallet has named the account).
 *
 * @example
 * await assertSiwxAddress(solanaMainnet.caipNetworkId, address, [solanaSiwx])
 */
export async function assertSiwxAddress(
  chainId: CaipNetworkId,
  address: string,
  namespaces?: readonly SIWXNamespace[],
): Promise<void> {
  if (isEip155Chain(chainId)) return
  const verifier = await findSiwxNamespace(chainId, namespaces).loadVerifier()
  if (!verifier.isAddress(address, chainId))
    throw new Error(`${address} is not an account address on ${chainId}.`)
}
