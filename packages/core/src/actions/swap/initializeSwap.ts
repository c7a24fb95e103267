import { fetchGasPrice } from '../../api/fetchGasPrice.js'
import { fetchSwapTokenList } from '../../api/fetchSwapTokenList.js'
import { fetchTokenPrices } from '../../api/fetchTokenPrices.js'
import { SWAP_ASSUMED_GAS_UNITS } from '../../constants.js'
import { SwapInitializationError, SwapNetworkPriceError } from '../../errors/swap.js'
import { getActiveAccount } from '../../internal/getActiveAccount.js'
import { initialSwapState } from '../../internal/initialSwapState.js'
import { loadRuntime } from '../../internal/loadRuntime.js'
import { pushAlert } from '../../internal/pushAlert.js'
import { getSwapParams } from '../../internal/swap/getSwapParams.js'
import { setSwapState } from '../../internal/swap/setSwapState.js'
import { findSwapToken, getGasPriceInUSD } from '../../internal/swap/swapCalculations.js'
import type { Latch } from '../../types.js'
import { goBack } from '../goBack.js'
import { fetchSwapBalances } from './fetchSwapBalances.js'

export type InitializeSwapReturnType = boolean

/**
 * Loads what the swap view needs, all at once: the network's token list, the account's balances, the native
 * coin's USD price, the gas price and the account type. The native coin becomes the source token. The state
 * goes uninitialised → initializing → initialized; a failure shows 'Failed to initialize swap' and goes back.
 * A failed native price only shows 'Failed to fetch network token price' and the view goes on without it.
 *
 * @example
 * await initializeSwap(latch)
 */
export async function initializeSwap(latch: Latch): Promise<InitializeSwapReturnType> {
  const { swap } = latch.store.getState()
  if (swap.status === 'initializing') return false
  let params: ReturnType<typeof getSwapParams>
  try {
    params = getSwapParams(latch)
  } catch {
    return fail(latch)
  }
  const { network, networkAddress, address } = params
  if (swap.status === 'initialized' && swap.caipNetworkId === network?.caipNetworkId) return true
  setSwapState(latch, { ...initialSwapState, status: 'initializing' })
  try {
    if (!network)
      throw new SwapInitializationError({ details: 'The account is on a network that is not configured.' })
    const caipNetworkId = network.caipNetworkId
    const [tokens, , gas, networkPrice, isSmartAccount] = await Promise.all([
      fetchSwapTokenList(latch, { caipNetworkId }),
      fetchSwapBalances(latch),
      fetchGasPrice(latch, { caipNetworkId }),
      fetchTokenPrices(latch, { addresses: [networkAddress] })
        .then((prices) => prices[0])
        .catch(() => {
          pushAlert(latch, { variant: 'error', error: new SwapNetworkPriceError() })
          return undefined
        }),
      // The connection knows an embedded smart account before its deployment; any other is one once it has code.
      getActiveAccount(latch)?.connection.accountType === 'smartAccount' ||
        loadRuntime(latch, network.chainNamespace)
          .then((runtime) => runtime.getAccountType?.({ address, network }))
          .then((type) => type === 'smartAccount')
          .catch(() => false),
    ])
    const { myTokensWithBalance, tokensPriceMap } = latch.store.getState().swap
    const price = networkPrice?.price ?? 0
    const sourceToken =
      findSwapToken(myTokensWithBalance, networkAddress) ?? findSwapToken(tokens, networkAddress)
    setSwapState(latch, {
      status: 'initialized',
      caipNetworkId,
      tokens,
      isSmartAccount,
      networkPrice: price,
      networkTokenSymbol: networkPrice?.symbol ?? network.nativeCurrency.symbol,
      tokensPriceMap: {
        ...tokensPriceMap,
        ...(networkPrice ? { [networkAddress.toLowerCase()]: price } : {}),
      },
      gasFee: gas.standard,
      gasPriceInUSD: getGasPriceInUSD(price, SWAP_ASSUMED_GAS_UNITS, BigInt(gas.standard)),
      sourceToken,
      sourceTokenPriceInUSD: sourceToken ? price : 0,
    })
    return true
  } catch {
    return fail(latch)
  }
}

function fail(latch: Latch): false {
  setSwapState(latch, { status: 'uninitialised' })
  pushAlert(latch, { variant: 'error', error: new SwapInitializationError() })
  goBack(latch)
  return false
}
