'use client'
import { fetchTokenBalances, getAccount, type TokenBalance } from '@latch/core'
import { useCallback, useEffect } from 'react'
import { useLatch } from './useLatch.js'
import { useLatchSelector } from './useLatchSelector.js'

export type UseLatchTokenBalancesReturnType = {
  /** The connected account's balances on its network; undefined until fetched (or when not connected). */
  balances: readonly TokenBalance[] | undefined
  isLoading: boolean
  /** Reads them again now, past the 30 s cache. */
  refetch(): Promise<readonly TokenBalance[]>
}

/**
 * The connected account's token balances (native coin included), fetched when the account or network
 * changes and kept 30 s.
 *
 * @example
 * const { balances } = useLatchTokenBalances()
 * balances?.map((b) => `${b.quantity.numeric} ${b.symbol}`)
 */
export function useLatchTokenBalances(): UseLatchTokenBalancesReturnType {
  const latch = useLatch()
  const caipAddress = useLatchSelector((state) => getAccount(latch, state).caipAddress)
  const balances = useLatchSelector((state) => {
    const current = state.tokenBalances
    return current && current.caipAddress === getAccount(latch, state).caipAddress
      ? current.balances
      : undefined
  })
  const isLoading = useLatchSelector((state) => state.tokenBalancesLoading)
  useEffect(() => {
    if (caipAddress) void fetchTokenBalances(latch)
  }, [latch, caipAddress])
  const refetch = useCallback(() => fetchTokenBalances(latch, { force: true }), [latch])
  return { balances, isLoading, refetch }
}
