import type { capabilitiesRoute } from '@latch/api'
import type { SmartAccountContracts } from '@latch/smart-account'
import type { Address } from 'viem'
import { callApi, type FrameApi } from '../api/callApi.js'

/** A network whose bundler the server fronts: where it keeps the smart account's contracts, and who pays gas. */
export type SmartAccountNetwork = {
  chainId: number
  contracts: SmartAccountContracts
  /** The server's paymaster pays (the project is sponsored); otherwise the account pays its own gas. */
  sponsored: boolean
}

/** The networks with a smart account, read from the server. */
export type SmartAccountNetworks = () => Promise<SmartAccountNetwork[]>

/**
 * The networks whose bundler the server fronts (its capabilities), with the smart account's contracts: read
 * once; a failed read is no network (the wallet stays an eoa) and is tried again next time.
 *
 * @example
 * const networks = createSmartAccountNetworks(api)
 * const onThisChain = (await networks()).find((network) => network.chainId === 31337)
 */
export function createSmartAccountNetworks(api: FrameApi): SmartAccountNetworks {
  let read: Promise<SmartAccountNetwork[]> | undefined
  return () => {
    read ??= callApi<typeof capabilitiesRoute>(api, 'GET /v1/capabilities', {
      query: { projectId: api.projectId },
    }).then(
      ({ smartAccounts }) =>
        smartAccounts.map((network) => ({
          chainId: Number(network.caipNetworkId.slice('eip155:'.length)),
          contracts: {
            factory: network.factory as Address,
            implementation: network.implementation as Address,
            delegationManager: network.delegationManager as Address,
            enforcers: network.enforcers as SmartAccountContracts['enforcers'],
          },
          sponsored: network.sponsored,
        })),
      () => {
        read = undefined
        return []
      },
    )
    return read
  }
}
