'use client'
import { formatBalance, getNamespaceProfile, getNetwork, type Latch, sendGasUnits } from '@latch/core'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { formatUsd } from '../../formatToken.js'

export type SendFee = {
  /** The fee as shown: in USD, or in the coin where the namespace shows it so; empty while unknown. */
  text: string
  /** The units the gas price is multiplied by (for Max). */
  gasUnits: bigint
  /** The network's coin symbol. */
  symbol: string
}

/** The Send view's network fee, priced as the network's namespace prices a send (its profile's fee model). */
export function useSendFee(latch: Latch): SendFee {
  const { caipNetwork } = useLatchSelector((state) => getNetwork(latch, state))
  const gasPrice = useLatchSelector((state) => state.send.gasPrice)
  const gasPriceInUSD = useLatchSelector((state) => state.send.gasPriceInUSD)
  const profile = getNamespaceProfile(latch, caipNetwork?.chainNamespace)
  const symbol = caipNetwork?.nativeCurrency.symbol ?? 'ETH'
  const decimals = caipNetwork?.nativeCurrency.decimals ?? 18
  const gasUnits = sendGasUnits(profile)
  let text = ''
  // A fee of a fraction of a cent (Solana's) is shown in the coin, as that namespace's wallets do.
  if (gasPriceInUSD !== undefined && profile?.fee.shownIn !== 'coin') text = formatUsd(gasPriceInUSD)
  else if (gasPrice !== undefined)
    text = `${formatBalance(BigInt(gasPrice) * gasUnits, decimals, 6)} ${symbol}`
  return { text, gasUnits, symbol }
}
