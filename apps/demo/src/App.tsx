import { resolveThemeMode } from '@latch/core'
import { AccountButton, ConnectButton, LatchEmbedded, NetworkButton, useLatchSelector } from '@latch/react'
import { DemoControls } from './DemoControls.js'
import { DemoState } from './DemoState.js'
import { useDemoResults } from './useDemoResults.js'
import { usePermissionDemo } from './usePermissionDemo.js'
import { useWalletActions } from './useWalletActions.js'

/** The laboratory dApp: the Latch buttons, controls for every action, and the hooks' state. */
export function App({ embedded = false }: { embedded?: boolean }) {
  const themeMode = useLatchSelector(resolveThemeMode)
  const results = useDemoResults()
  const actions = useWalletActions(results)
  const permissions = usePermissionDemo(results)
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
      <DemoControls results={results} actions={actions} permissions={permissions} />
      {embedded ? (
        <section className="embedded" aria-label="Embedded widget">
          <LatchEmbedded />
        </section>
      ) : null}
      <DemoState results={results} permissions={permissions} />
    </main>
  )
}
