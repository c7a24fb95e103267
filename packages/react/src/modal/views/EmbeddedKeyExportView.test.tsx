// @vitest-environment happy-dom
import { closeModal } from '@latch/core'
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestLatch } from '../../test/createTestLatch.js'
import { modalRoot, openEmbeddedAccount, resetModals } from '../../test/modalFixtures.js'

afterEach(resetModals)

const accounts = [
  { namespace: 'eip155', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  { namespace: 'solana', address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' },
]

/** The frame as the export meets it: EXPORT_KEY answers when the test closes its screen, as the visitor would. */
function exportingFrame() {
  const requests: string[] = []
  let finish: (result: { exported: boolean; accounts: typeof accounts }) => void = () => {}
  const visible: boolean[] = []
  const client = {
    request: (type: string) => {
      requests.push(type)
      if (type !== 'EXPORT_KEY') return Promise.resolve({})
      return new Promise((resolve) => {
        finish = resolve
      })
    },
    setVisible: (shown: boolean) => visible.push(shown),
  }
  return { client, requests, visible, close: (exported: boolean) => finish({ exported, accounts }) }
}

async function openAccount(login: { email?: string; socialProvider?: 'github' }) {
  const frame = exportingFrame()
  const latch = await openEmbeddedAccount(createTestLatch(), login, frame.client)
  return { latch, frame }
}

const root = () => modalRoot() as ShadowRoot
const byId = (id: string) => root().querySelector<HTMLElement>(`[data-testid="${id}"]`)

describe('the key export from Account', () => {
  it('opens the frame’s own screen, returns to Account when it closes, and records the export without a key', async () => {
    const { latch, frame } = await openAccount({ email: 'ada@example.com' })
    expect(byId('account-export-key')?.textContent).toContain('Export private key')
    await act(async () => byId('account-export-key')?.click())
    await expect.poll(() => byId('view-EmbeddedKeyExport')).not.toBeNull()
    expect(root().querySelector('#latch-title')?.textContent).toBe('Your Wallet')
    await expect.poll(() => frame.requests).toEqual(['EXPORT_KEY'])
    expect(frame.visible).toContain(true)

    await act(async () => frame.close(true))
    await expect.poll(() => byId('view-Account')).not.toBeNull()
    const recorded = latch.store.getState().events.find((e) => e.event === 'EMBEDDED_KEY_EXPORTED')
    expect(recorded?.properties).toEqual({ accounts })
    expect(frame.requests).toEqual(['EXPORT_KEY'])
  })

  it('records nothing when the visitor leaves without the keys', async () => {
    const { latch, frame } = await openAccount({ email: 'ada@example.com' })
    await act(async () => byId('account-export-key')?.click())
    await expect.poll(() => frame.requests).toEqual(['EXPORT_KEY'])
    await act(async () => frame.close(false))
    await expect.poll(() => byId('view-Account')).not.toBeNull()
    expect(latch.store.getState().events.map((e) => e.event)).not.toContain('EMBEDDED_KEY_EXPORTED')
  })

  it('closes the frame’s screen when the modal closes on it', async () => {
    const { latch, frame } = await openAccount({ email: 'ada@example.com' })
    await act(async () => byId('account-export-key')?.click())
    await expect.poll(() => frame.requests).toEqual(['EXPORT_KEY'])
    await act(async () => closeModal(latch))
    await expect.poll(() => frame.requests).toEqual(['EXPORT_KEY', 'CLOSE_KEY_EXPORT'])
  })

  it('is not offered to a social login, whose account has no inbox to confirm it', async () => {
    await openAccount({ socialProvider: 'github' })
    expect(byId('view-Account')).not.toBeNull()
    expect(byId('account-export-key')).toBeNull()
  })
})
