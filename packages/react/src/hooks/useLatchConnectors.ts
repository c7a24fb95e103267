'use client'
import { type Connector, mergeConnectors } from '@latch/core'
import { useMemo } from 'react'
import { useLatchSelector } from './useLatchSelector.js'

export type UseLatchConnectorsReturnType = { connectors: readonly Connector[] }

/**
 * The ways to connect found on the page and configured, as the modal lists them: a wallet present in several
 * namespaces is one MULTI_CHAIN entry, WalletConnect one entry per namespace. For a dApp that draws its own
 * wallet list; pass an entry's `id` (and `chain`) to `useLatchConnect`.
 *
 * @example
 * const { connectors } = useLatchConnectors()
 * const installed = connectors.filter((c) => c.type === 'ANNOUNCED' || c.type === 'MULTI_CHAIN')
 */
export function useLatchConnectors(): UseLatchConnectorsReturnType {
  const found = useLatchSelector((state) => state.connectors, Object.is)
  return useMemo(() => ({ connectors: mergeConnectors(found) }), [found])
}
