import { resolveThemeMode, setThemeMode } from '@latch/core'
import { useDisconnect, useLatch, useLatchModal, useLatchNetwork, useLatchSelector } from '@latch/react'
import type { DemoResults } from './useDemoResults.js'
import type { PermissionDemo } from './usePermissionDemo.js'

type Failure = { shortMessage?: string; message: string }

/** The ERC-7715 buttons, shown when the widget offers smart sessions. */
function PermissionControls({ permissions }: { permissions: PermissionDemo }) {
  const { permissionToken, grantPermission, sendWithPermission, revokePermission } = permissions
  return (
    <>
      <button type="button" data-testid="grant-permission" onClick={grantPermission}>
        {permissionToken ? 'Grant 2 tokens for an hour' : 'Grant 0.002 ETH for an hour'}
      </button>
      <button type="button" data-testid="send-with-permission" onClick={sendWithPermission}>
        {permissionToken ? 'Send 1 token under it' : 'Send 0.001 ETH under it'}
      </button>
      <button type="button" data-testid="revoke-permission" onClick={revokePermission}>
        Revoke it
      </button>
    </>
  )
}

/** A switch to each configured network, and one to a chain the widget does not know. */
function NetworkSwitches({ setError }: { setError(error: string): void }) {
  const latch = useLatch()
  const network = useLatchNetwork()
  const switchTo = (caipNetworkId: `${string}:${string}`) => {
    setError('')
    network.switchNetwork(caipNetworkId).catch((e: Failure) => setError(e.shortMessage ?? e.message))
  }
  return (
    <>
      {latch.config.networks.map((n) => (
        <button
          type="button"
          key={n.caipNetworkId}
          data-testid={`switch-${n.id}`}
          onClick={() => switchTo(n.caipNetworkId)}
        >
          Switch to {n.name}
        </button>
      ))}
      <button type="button" data-testid="switch-unknown" onClick={() => switchTo('eip155:1')}>
        Switch to an unconfigured chain
      </button>
    </>
  )
}

export type DemoControlsProps = {
  results: DemoResults
  actions: { signMessage(): void; sendTransaction(): void }
  permissions: PermissionDemo
}

/** The lab's controls: the modal's views, the theme, disconnect, the wallet requests and the network switches. */
export function DemoControls({ results, actions, permissions }: DemoControlsProps) {
  const latch = useLatch()
  const { open, close } = useLatchModal()
  const { disconnect } = useDisconnect()
  const themeMode = useLatchSelector(resolveThemeMode)
  return (
    <section className="controls" aria-label="Controls">
      <button type="button" data-testid="open-modal" onClick={() => open()}>
        Open modal
      </button>
      <button type="button" data-testid="open-networks" onClick={() => open({ view: 'Networks' })}>
        Open networks
      </button>
      <button type="button" data-testid="open-all-wallets" onClick={() => open({ view: 'AllWallets' })}>
        Open all wallets
      </button>
      <button type="button" data-testid="close-modal" onClick={close}>
        Close modal
      </button>
      <button
        type="button"
        data-testid="toggle-theme"
        onClick={() => setThemeMode(latch, themeMode === 'dark' ? 'light' : 'dark')}
      >
        Theme: {themeMode}
      </button>
      <button
        type="button"
        data-testid="demo-disconnect"
        onClick={() => disconnect().catch((e: Error) => results.setError(e.message))}
      >
        Disconnect
      </button>
      <button type="button" data-testid="sign-message" onClick={actions.signMessage}>
        Sign message
      </button>
      <button type="button" data-testid="send-transaction" onClick={actions.sendTransaction}>
        Send 0.001 ETH
      </button>
      {latch.config.features.smartSessions ? <PermissionControls permissions={permissions} /> : null}
      <NetworkSwitches setError={results.setError} />
    </section>
  )
}
