import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex, numberToHex } from 'viem'
import { rpcRequest } from './rpcRequest.js'
import type { TestWalletChain } from './testWallet.js'

/** Which assets a test wallet reports through EIP-7811 `wallet_getAssets`. */
export type TestWalletAssets = {
  /** ERC-20 contracts the wallet tracks (on every chain it knows). The native coin is always reported. */
  tokens: readonly Address[]
  /** USD prices by token address (lowercase) or 'native'; 0 when absent. */
  prices?: Readonly<Record<string, number>>
}

/** One `wallet_getAssets` entry (EIP-7811 with the price metadata dApps read). */
export type TestWalletAsset = {
  address: Address | 'native'
  balance: Hex
  type: 'NATIVE' | 'ERC20'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string }
}

async function call<F extends 'balanceOf' | 'name' | 'symbol' | 'decimals'>(
  rpcUrl: string,
  token: Address,
  functionName: F,
  args: F extends 'balanceOf' ? readonly [Address] : readonly [],
) {
  const data = encodeFunctionData({ abi: erc20Abi, functionName, args } as never)
  const result = (await rpcRequest(rpcUrl, 'eth_call', [{ to: token, data }, 'latest'])) as Hex
  return decodeFunctionResult({ abi: erc20Abi, functionName, data: result } as never) as unknown
}

/** The account's non-zero holdings on `chain`, read from the chain: the native coin, then the tracked tokens. */
export async function readWalletAssets(
  chain: TestWalletChain,
  account: Address,
  assets: TestWalletAssets,
): Promise<TestWalletAsset[]> {
  const price = (key: string) => assets.prices?.[key.toLowerCase()] ?? 0
  const held: TestWalletAsset[] = []
  const native = BigInt((await rpcRequest(chain.rpcUrl, 'eth_getBalance', [account, 'latest'])) as Hex)
  if (native > 0n) {
    const currency = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    held.push({
      address: 'native',
      balance: numberToHex(native),
      type: 'NATIVE',
      metadata: { ...currency, price: price('native'), iconUrl: '' },
    })
  }
  for (const token of assets.tokens) {
    const balance = (await call(chain.rpcUrl, token, 'balanceOf', [account])) as bigint
    if (balance === 0n) continue
    const [name, symbol, decimals] = await Promise.all([
      call(chain.rpcUrl, token, 'name', []),
      call(chain.rpcUrl, token, 'symbol', []),
      call(chain.rpcUrl, token, 'decimals', []),
    ])
    held.push({
      address: token,
      balance: numberToHex(balance),
      type: 'ERC20',
      metadata: {
        name: String(name),
        symbol: String(symbol),
        decimals: Number(decimals),
        price: price(token),
        iconUrl: '',
      },
    })
  }
  return held
}
