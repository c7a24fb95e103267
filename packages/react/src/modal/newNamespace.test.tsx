// @vitest-environment happy-dom
import { openModal } from '@latch/core'
import { act, fireEvent, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider.js'
import { loadModal } from '../loadModal.js'
import { createTestLatch } from '../test/createTestLatch.js'
import { modalRoot, resetModals } from '../test/modalFixtures.js'
import { createToyChain, toyNetwork, toyWallet } from '../test/testNamespaceAdapter.js'

// A namespace core and react have never heard of, registered as its adapter package would be: the modal
// connects it, shows its balance and sends on it, all asked of the adapter's profile and runtime.

afterEach(resetModals)

const find = <T extends Element = HTMLElement>(testId: string) =>
  modalRoot()?.querySelector<T>(`[data-testid="${testId}"]`) ?? null
const view = () => modalRoot()?.querySelector('[data-testid^="view-"]')?.getAttribute('data-testid')
const type = (testId: string, value: string) =>
  act(async () => {
    fireEvent.change(find<HTMLInputElement>(testId) as HTMLInputElement, { target: { value } })
  })

describe('a namespace brought by its adapter alone', () => {
  it('connects through the modal, shows the balance in Account and sends through the Send view', async () => {
    const account = 'toyalice001'
    const receiver = 'toybob00002'
    const chain = createToyChain(account, 12_500_000n)
    const latch = createTestLatch({ networks: [toyNetwork], adapters: [chain.adapter] })
    render(<LatchProvider latch={latch} />)
    await loadModal()
    await act(async () => openModal(latch))

    await waitFor(() => expect(find(`wallet-option-${toyWallet.id}`)).not.toBeNull())
    await act(async () => find(`wallet-option-${toyWallet.id}`)?.click())
    await waitFor(() => expect(latch.store.getState().status).toBe('connected'))
    expect(latch.store.getState().connections[0]).toMatchObject({
      namespace: 'toychain',
      address: account,
      caipNetworkId: 'toychain:main',
    })

    await act(async () => openModal(latch))
    await waitFor(() => expect(view()).toBe('view-Account'))
    await waitFor(() => expect(find('account-balance')?.textContent).toBe('12.50 TOY'))
    // What the namespace's profile leaves out is not offered: it has no names.
    expect(find('account-register-name')).toBeNull()

    await act(async () => find('account-send')?.click())
    expect(view()).toBe('view-WalletSend')
    await waitFor(() => expect(find('send-token')?.textContent).toContain('TOY'))
    await type('send-amount', '2.5')
    await type('send-receiver', 'not-an-address')
    await waitFor(() =>
      expect(find('send-error')?.textContent).toBe('Please enter a valid amount and receiver address'),
    )
    await type('send-receiver', receiver)
    await waitFor(() => expect(find<HTMLButtonElement>('send-submit')?.disabled).toBe(false))
    await act(async () => find('send-submit')?.click())

    await waitFor(() => expect(chain.sent).toEqual([{ from: account, to: receiver, value: 2_500_000n }]))
    await waitFor(() => expect(view()).toBe('view-Account'))
    await waitFor(() => expect(find('account-balance')?.textContent).toBe('10.00 TOY'))
    expect(chain.balances.get(receiver)).toBe(2_500_000n)
  })
})
