'use client'
import { type CaipNetwork, cookieStorage, createLatch, type LatchInitialState } from '@latch/core'
import { eip155Adapter } from '@latch/evm'
import { LatchProvider } from '@latch/react'
import { type ReactNode, useState } from 'react'
import type { PageConfig } from './pageConfig'

const toNetwork = (network: PageConfig['networks'][number]): CaipNetwork => ({
  id: network.id,
  name: network.name,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${network.id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [network.rpcUrl] } },
  testnet: true,
})

/**
 * One Latch instance per page (per request on the server), kept in a cookie so the next request's server
 * render starts from the same session.
 */
export function Providers({
  page,
  initialState,
  children,
}: {
  page: PageConfig
  initialState: LatchInitialState | undefined
  children: ReactNode
}) {
  const [latch] = useState(() => {
    const [first, ...others] = page.networks.map(toNetwork)
    if (!first) throw new Error('the page names no network')
    return createLatch({
      projectId: page.projectId,
      apiUrl: page.apiUrl,
      networks: [first, ...others],
      ...(page.frameUrl ? { frameUrl: page.frameUrl } : {}),
      adapters: [eip155Adapter()],
      storage: cookieStorage,
      initialState,
    })
  })
  return <LatchProvider latch={latch}>{children}</LatchProvider>
}
