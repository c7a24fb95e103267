import { type Address, erc20Abi } from 'viem'
import type { ChainEntry } from '../chains/createChainRegistry.js'

export type ContractMetadata = {
  name?: string | undefined
  symbol?: string | undefined
  decimals?: number | undefined
}

/**
 * Reads name, symbol and decimals of contracts in one Multicall3 round trip; a contract lacking one
 * of them (an NFT has no decimals) simply leaves it out.
 */
export async function discoverContracts(
  chain: ChainEntry,
  addresses: string[],
): Promise<Map<string, ContractMetadata>> {
  const result = new Map<string, ContractMetadata>()
  if (addresses.length === 0) return result
  const functionNames = ['name', 'symbol', 'decimals'] as const
  try {
    const answers = await chain.client.multicall({
      allowFailure: true,
      batchSize: 0,
      contracts: addresses.flatMap((address) =>
        functionNames.map((functionName) => ({ address: address as Address, abi: erc20Abi, functionName })),
      ),
    })
    for (const [i, address] of addresses.entries()) {
      const [name, symbol, decimals] = answers.slice(i * 3, i * 3 + 3)
      result.set(address, {
        name: name?.status === 'success' ? clean(String(name.result)) : undefined,
        symbol: symbol?.status === 'success' ? clean(String(symbol.result)) : undefined,
        decimals: decimals?.status === 'success' ? Number(decimals.result) : undefined,
      })
    }
  } catch {
    // Metadata is a nicety: transfers are stored without it and shown by address.
  }
  return result
}

// Contract strings are untrusted: keep them short and printable.
const clean = (value: string) =>
  [...value]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .slice(0, 64) || undefined
