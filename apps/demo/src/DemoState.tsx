import {
  useLatchAccount,
  useLatchConnections,
  useLatchEvents,
  useLatchModalState,
  useLatchNetwork,
  useLatchProvider,
  useLatchSelector,
  useWalletInfo,
} from '@latch/react'
import type { DemoResults } from './useDemoResults.js'
import type { PermissionDemo } from './usePermissionDemo.js'

/** The hooks' state as the lab shows it, one `state-<key>` entry each, which the end-to-end specs read. */
export function DemoState({ results, permissions }: { results: DemoResults; permissions: PermissionDemo }) {
  const account = useLatchAccount()
  const network = useLatchNetwork()
  const modal = useLatchModalState()
  const { walletInfo } = useWalletInfo()
  const { provider } = useLatchProvider()
  const { events, lastEvent } = useLatchEvents()
  const { connections } = useLatchConnections()
  const siwxSession = useLatchSelector((s) => s.siwxSession)
  const profileName = useLatchSelector((s) =>
    s.identity && s.identity.address === account.address ? (s.identity.name ?? '') : '',
  )
  const rows: [string, string][] = [
    ['address', account.address ?? ''],
    ['caipAddress', account.caipAddress ?? ''],
    ['status', account.status],
    ['isConnected', String(account.isConnected)],
    ['chainId', String(network.chainId)],
    ['caipNetworkId', network.caipNetworkId],
    ['networkName', network.caipNetwork?.name ?? ''],
    ['isUnsupported', String(network.isUnsupported)],
    ['modalOpen', String(modal.open)],
    ['modalView', modal.view],
    ['modalLoading', String(modal.loading)],
    ['selectedNetworkId', modal.selectedNetworkId],
    ['walletName', walletInfo?.name ?? ''],
    ['walletId', walletInfo?.id ?? ''],
    ['hasProvider', String(Boolean(provider))],
    ['lastEvent', lastEvent?.event ?? ''],
    ['events', events.map((e) => e.event).join(',')],
    ['error', results.error],
    ['signature', results.signature],
    ['txHash', results.txHash],
    ['permissionContext', permissions.permissionContext],
    ['callsId', permissions.callsId],
    ['siwxSession', siwxSession ? `${siwxSession.data.chainId}:${siwxSession.data.accountAddress}` : ''],
    ['profileName', profileName],
    // Every connected wallet as namespace:connectorId:address, the active ones marked with a leading '*'.
    [
      'connections',
      connections.map((c) => `${c.active ? '*' : ''}${c.namespace}:${c.id}:${c.address}`).join(','),
    ],
    ['activeConnectorId', account.connectorId ?? ''],
  ]
  return (
    <section aria-label="State">
      <dl className="state">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd data-testid={`state-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
