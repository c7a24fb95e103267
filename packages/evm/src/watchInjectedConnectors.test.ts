// @vitest-environment happy-dom
import type { Connector } from '@latch/core'
import { expect, it } from 'vitest'
import { watchInjectedConnectors } from './watchInjectedConnectors.js'

it('finds wallets from EIP-6963 announcements, including ones that answer the request', () => {
  const provider = { request: async () => null }
  const info = { uuid: 'u1', name: 'Latch Test Wallet', icon: 'data:,', rdns: 'dev.latch.testwallet' }
  const answer = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
  window.addEventListener('eip6963:requestProvider', answer)
  const seen: Connector[][] = []
  const stop = watchInjectedConnectors({ onChange: (connectors) => seen.push(connectors) })
  expect(seen.at(-1)?.map((c) => c.id)).toEqual(['dev.latch.testwallet'])
  answer()
  expect(seen).toHaveLength(1) // a re-announcement of the same wallet is not a change
  const late = {
    info: { ...info, uuid: 'u2', name: 'Late', rdns: 'dev.latch.late' },
    provider: { request: async () => null },
  }
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: late }))
  expect(seen.at(-1)?.map((c) => c.id)).toEqual(['dev.latch.testwallet', 'dev.latch.late'])
  stop()
  window.removeEventListener('eip6963:requestProvider', answer)
})
