import type { TokenBalance } from '@latch/api'
import { FrameError } from '@latch/frame-protocol'
import { type Address, isAddress, isHex, numberToHex, parseUnits } from 'viem'
import { ApiError } from '../api/callApi.js'
import { activeAccount } from './accounts.js'
import type { WalletContext } from './walletContext.js'

/** One asset of an EIP-7811 answer: the token contract or 'native', its hex amount and its metadata. */
export type WalletAsset = {
  address: string
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string; value?: number }
}

const invalid = (message: string) => new FrameError(message, { code: -32602 })

/**
 * EIP-7811 `wallet_getAssets` for `{ account, chainFilter }`: the assets of one of this wallet's accounts (its key
 * or its smart account) on each hex chain id asked for (the wallet's network when none is), keyed by that id,
 * as the server's balance service reads them from the chain. An asset without a known price says price 0.
 */
export async function walletAssets(
  context: WalletContext,
  params: unknown,
): Promise<Record<string, WalletAsset[]>> {
  const request = (Array.isArray(params) ? params[0] : undefined) as
    | { account?: unknown; chainFilter?: unknown }
    | undefined
  const account = request?.account
  if (typeof account !== 'string' || !isAddress(account))
    throw invalid('wallet_getAssets needs an account address')
  const chainFilter = request?.chainFilter ?? [numberToHex(context.state.chainId())]
  if (!Array.isArray(chainFilter) || !chainFilter.every((id) => typeof id === 'string' && isHex(id)))
    throw invalid('chainFilter must list hex chain ids')
  const owner = context.state.session()?.address
  const { accounts } = owner ? await activeAccount(context, owner as Address) : { accounts: [] }
  if (!accounts.some((entry) => entry.address.toLowerCase() === account.toLowerCase()))
    throw new FrameError('The account is not one of this wallet’s', { code: 4100 })
  const answers = await Promise.all(
    (chainFilter as string[]).map(async (id) => [id, await assetsOn(context, account, Number(id))] as const),
  )
  return Object.fromEntries(answers)
}

/** The account's balances on one chain from the server, as EIP-7811 assets. */
async function assetsOn(context: WalletContext, account: string, chainId: number): Promise<WalletAsset[]> {
  const { apiUrl, projectId } = context.api
  const query = new URLSearchParams({ projectId, chainId: `eip155:${chainId}` })
  let response: Response
  try {
    response = await fetch(`${apiUrl}/v1/account/${account}/balance?${query}`)
  } catch {
    throw new ApiError(0, 'NETWORK', 'The wallet service cannot be reached. Check your connection')
  }
  const body = (await response.json().catch(() => ({}))) as { balances?: TokenBalance[]; message?: string }
  if (!response.ok || !body.balances)
    throw new FrameError(body.message ?? 'The balances could not be read', { code: -32603 })
  return body.balances.map(toWalletAsset)
}

function toWalletAsset(balance: TokenBalance): WalletAsset {
  const decimals = Number(balance.quantity.decimals)
  return {
    // The server names a token by its CAIP-10 address; EIP-7811 by the contract alone.
    address: balance.address ? (balance.address.split(':').at(-1) as string) : 'native',
    balance: numberToHex(parseUnits(balance.quantity.numeric, decimals)),
    type: balance.address ? 'ERC20' : 'NATIVE',
    metadata: {
      name: balance.name,
      symbol: balance.symbol,
      decimals,
      price: balance.price ?? 0,
      iconUrl: balance.iconUrl,
      ...(balance.value === undefined ? {} : { value: balance.value }),
    },
  }
}
