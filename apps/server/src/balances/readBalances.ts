import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  formatUnits,
  type Hex,
  multicall3Abi,
} from 'viem'
import type { ChainEntry } from '../chains/createChainRegistry.js'
import type { TokenInfo } from '../tokens/createTokenCache.js'

export type RawBalance = { token: TokenInfo | undefined; native: boolean; amount: bigint; decimals: number }

const multicall3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'
// Both reads take one address and return one uint256: their calldata is the selector and the padded address.
const getEthBalanceSelector = '0x4d2301cc'
const balanceOfSelector = '0x70a08231'

/**
 * Reads the native balance (Multicall3 `getEthBalance`) and every token's `balanceOf` in one Multicall3
 * `aggregate3` eth_call: one JSON-RPC round trip whatever the number of tokens. Zero balances and
 * tokens whose call failed are left out.
 */
export async function readBalances(
  chain: ChainEntry,
  address: Address,
  known: TokenInfo[],
): Promise<RawBalance[]> {
  const fungible = known.filter((token) => token.address !== 'native' && token.decimals > 0)
  const nativeToken = known.find((token) => token.address === 'native')
  const argument = address.slice(2).toLowerCase().padStart(64, '0')
  const calls = [
    { target: multicall3, allowFailure: true, callData: `${getEthBalanceSelector}${argument}` as Hex },
    ...fungible.map((token) => ({
      target: token.address as Address,
      allowFailure: true,
      callData: `${balanceOfSelector}${argument}` as Hex,
    })),
  ]
  const data = encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [calls] })
  const answer = await chain.rpc.request<Hex>('eth_call', [{ to: multicall3, data }, 'latest'])
  const results = decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data: answer })

  const balances: RawBalance[] = []
  for (const [i, result] of results.entries()) {
    // A token without code answers success with no data: not a balance.
    if (!result.success || result.returnData.length !== 66) continue
    const amount = BigInt(result.returnData)
    if (amount === 0n) continue
    if (i === 0) {
      balances.push({ token: nativeToken, native: true, amount, decimals: chain.nativeCurrency.decimals })
    } else {
      const token = fungible[i - 1] as TokenInfo
      balances.push({ token, native: false, amount, decimals: token.decimals })
    }
  }
  return balances
}

export const formatQuantity = (amount: bigint, decimals: number) => formatUnits(amount, decimals)
