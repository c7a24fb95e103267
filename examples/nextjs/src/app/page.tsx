'use client'
import { ConnectButton, NetworkButton, useLatchAccount } from '@latch/react'

export default function Home() {
  const { address, status, isConnected } = useLatchAccount()
  return (
    <main style={{ fontFamily: 'system-ui', margin: '3rem auto', maxWidth: '32rem', padding: '0 1rem' }}>
      <h1>Latch on Next.js</h1>
      <p>
        <ConnectButton /> <NetworkButton />
      </p>
      <dl>
        <dt>status</dt>
        <dd data-testid="status">{status}</dd>
        <dt>account</dt>
        <dd data-testid="address">{address ?? 'none'}</dd>
        <dt>connected</dt>
        <dd data-testid="connected">{String(isConnected)}</dd>
      </dl>
    </main>
  )
}
