import { fetchGasPrice } from '../api/fetchGasPrice.js'
import { fetchTokenPrices } from '../api/fetchTokenPrices.js'
import { NATIVE_TOKEN_ADDRESS } from '../constants.js'
import { getActiveAccount } from '../internal/getActiveAccount.js'
import { getNetworkBalance } from '../internal/getNetworkBalance.js'
import type { CaipAddress, CaipNetworkId, Latch } from '../types.js'
import { formatUnits } from '../utils/formatUnits.js'
import { sendGasUnits } from '../utils/sendGasUnits.js'
import { getNamespaceProfile } from './getNamespaceProfile.js'

export type FetchSendGasPriceReturnType =
  | { gasPrice: bigint; gasPriceInUSD: number | undefined; networkBalanceInUSD: string | undefined }
  | undefined

/**
 * Reads the network's gas price (the server's standard tier) into the Send state, with what the assumed
 * gas costs in USD and what the native balance is worth, when the native coin has a price. Returns
 * undefined (and leaves the state) when the server cannot say.
 *
 * @example
 * const { gasPrice } = (await fetchSendGasPrice(latch)) ?? {}
 */
export async function fetchSendGasPrice(latch: Latch): Promise<FetchSendGasPriceReturnType> {
  const account = getActiveAccount(latch)
  if (!account) return undefined
  const { network, caipAddress } = account
  const chainId = network.caipNetworkId
  try {
    const [gas, price] = await Promise.all([
      fetchGasPrice(latch, { caipNetworkId: chainId }),
      nativePrice(latch, chainId, caipAddress),
    ])
    const gasPrice = BigInt(gas.standard)
    const decimals = network.nativeCurrency.decimals
    const gasPriceInUSD =
      price === undefined
        ? undefined
        : Number(
            formatUnits(
              gasPrice * sendGasUnits(getNamespaceProfile(latch, network.chainNamespace)),
              decimals,
            ),
          ) * price
    const balance = getNetworkBalance(latch)
    const networkBalanceInUSD =
      price === undefined || balance === undefined
        ? undefined
        : String(Number(formatUnits(balance, decimals)) * price)
    if (getActiveAccount(latch)?.caipAddress === caipAddress)
      latch.store.setState(({ send }) => ({
        send: { ...send, gasPrice: gasPrice.toString(), gasPriceInUSD, networkBalanceInUSD },
      }))
    return { gasPrice, gasPriceInUSD, networkBalanceInUSD }
  } catch {
    return undefined
  }
}

async function nativePrice(
  latch: Latch,
  chainId: CaipNetworkId,
  caipAddress: string,
): Promise<number | undefined> {
  const { tokenBalances } = latch.store.getState()
  if (tokenBalances?.caipAddress === caipAddress) {
    const native = tokenBalances.balances.find((b) => b.address === undefined)
    if (native?.price !== undefined) return native.price
  }
  try {
    const fungibles = await fetchTokenPrices(latch, {
      addresses: [`${chainId}:${NATIVE_TOKEN_ADDRESS}` as CaipAddress],
    })
    return fungibles[0]?.price
  } catch {
    // Without a price the gas is still checked in the native coin; only the USD figures are missing.
    return undefined
  }
}
