import { setThemeMode } from '@latch/core'
import {
  AccountButton,
  ConnectButton,
  NetworkButton,
  useDisconnect,
  useLatch,
  useLatchAccount,
  useLatchEvents,
  useLatchModal,
  useLatchModalState,
  useLatchNetwork,
  useLatchProvider,
  useLatchSelector,
  useWalletInfo,
} from '@latch/react'
import { useState } from 'react'

export function App() {
  const latch = useLatch()
  const account = useLatchAccount()
  const network = useLatchNetwork()
  const modal = useLatchModalState()
  const { open, close } = useLatchModal()
  const { disconnect } = useDisconnect()
  const { walletInfo } = useWalletInfo()
  const { provider } = useLatchProvider()
  const { events, lastEvent } = useLatchEvents()
  const themeMode = useLatchSelector((s) => s.themeMode)
  const [error, setError] = useState('')

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
    ['error', error],
  ]

  return (
    <main className={`lab ${themeMode}`}>
      <header>
        <h1>Latch Lab</h1>
        <p>
          The laboratory dApp. Configure it with URL flags: theme, networks, wallets, include, exclude,
          analytics.
        </p>
      </header>
      <section className="buttons" aria-label="Latch buttons">
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </section>
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
          onClick={() => disconnect().catch((e: Error) => setError(e.message))}
        >
          Disconnect
        </button>
        {latch.config.networks.map((n) => (
          <button
            type="button"
            key={n.caipNetworkId}
            data-testid={`switch-${n.id}`}
            onClick={() => {
              setError('')
              network
                .switchNetwork(n.caipNetworkId)
                .catch((e: { shortMessage?: string; message: string }) =>
                  setError(e.shortMessage ?? e.message),
                )
            }}
          >
            Switch to {n.name}
          </button>
        ))}
        <button
          type="button"
          data-testid="switch-unknown"
          onClick={() => {
            setError('')
            network
              .switchNetwork('eip155:1')
              .catch((e: { shortMessage?: string; message: string }) => setError(e.shortMessage ?? e.message))
          }}
        >
          Switch to an unconfigured chain
        </button>
      </section>
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
    </main>
  )
}
