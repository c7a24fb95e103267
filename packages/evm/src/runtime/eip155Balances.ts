import type { AccountType, CaipNetwork, Connector } from '@latch/core'
import { getAddress, numberToHex } from 'viem'
import { type Eip155RuntimeContext, providerFor } from './eip155RuntimeContext.js'

// What an account holds and is: its native balance read from the chain, the wallet's own asset list, and
// whether the address is a key or a contract.

type AssetCapabilities = Record<string, { assetDiscovery?: { supported?: boolean } } | undefined>

/** The account's native balance on `network`, read with viem from the network's RPC. */
export async function getBalance(
  runtime: Eip155RuntimeContext,
  { address, network }: { address: string; network: CaipNetwork },
): Promise<{ value: bigint; decimals: number; symbol: string }> {
  const value = await runtime.clientOf(network).getBalance({ address: getAddress(address) })
  return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
}

/**
 * The wallet's own asset list (EIP-7811 `wallet_getAssets`), when its capabilities report asset discovery for
 * the network; undefined otherwise.
 */
export async function getWalletAssets(
  runtime: Eip155RuntimeContext,
  { connector, address, network }: { connector: Connector; address: string; network: CaipNetwork },
): Promise<unknown> {
  const provider = await providerFor(runtime, connector)
  const account = getAddress(address)
  const chainId = numberToHex(Number(network.id))
  let capabilities: AssetCapabilities | null
  try {
    capabilities = (await provider.request({
      method: 'wallet_getCapabilities',
      params: [account, [chainId]],
    })) as AssetCapabilities | null
  } catch {
    // A wallet without EIP-5792 capabilities has no asset discovery either.
    return undefined
  }
  if (capabilities?.[chainId]?.assetDiscovery?.supported !== true) return undefined
  return provider.request({ method: 'wallet_getAssets', params: [{ account, chainFilter: [chainId] }] })
}

/**
 * An EIP-7702 delegation designator (`0xef0100` and the delegate's address): the code an EOA carries once it
 * has delegated. The account is still its key's, and pays its own gas, so it counts as an EOA.
 */
function isEip7702Delegation(code: string): boolean {
  return code.length === 2 + 23 * 2 && code.toLowerCase().startsWith('0xef0100')
}

/** 'smartAccount' when the address holds contract code on the network (other than an EIP-7702 delegation). */
export async function getAccountType(
  runtime: Eip155RuntimeContext,
  { address, network }: { address: string; network: CaipNetwork },
): Promise<AccountType> {
  const code = await runtime.clientOf(network).getCode({ address: getAddress(address) })
  return code && code !== '0x' && !isEip7702Delegation(code) ? 'smartAccount' : 'eoa'
}
