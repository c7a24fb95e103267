// @vitest-environment happy-dom
import { type Latch, openModal } from '@latch/core'
import { act, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../LatchProvider.js'
import { loadModal } from '../../loadModal.js'
import { createTestLatch } from '../../test/createTestLatch.js'
import { connectedState, modalRoot, openEmbeddedAccount, resetModals } from '../../test/modalFixtures.js'

afterEach(resetModals)

/** What the frame rejects with: its text in `shortMessage`, as the frame protocol's errors carry it. */
class FrameRefusal extends Error {
  readonly shortMessage: string
  constructor(text: string) {
    super(text)
    this.shortMessage = text
  }
}

/**
 * The embedded wallet's frame as these views meet it: the e-mail change's three requests, answered with the
 * server's rules and texts (codes per address, the current address's first, a taken address refused).
 */
function changingFrame(current: string) {
  const requests: { type: string; payload: Record<string, string> }[] = []
  let change: { newEmail: string; primaryDone: boolean } | undefined
  let attemptsLeft = 5
  const answer = (type: string, payload: Record<string, string>): unknown => {
    if (type === 'UPDATE_EMAIL') {
      if (payload.email === 'taken@example.com')
        throw new FrameRefusal('This e-mail address belongs to another account')
      // The frame and the server keep addresses in lower case.
      change = { newEmail: (payload.email ?? '').toLowerCase(), primaryDone: false }
      return { action: 'VERIFY_PRIMARY_OTP' }
    }
    if (!change) throw new FrameRefusal('No e-mail change is pending: start it again')
    const wanted = type === 'UPDATE_EMAIL_PRIMARY_OTP' ? '111111' : '222222'
    if (payload.otp !== wanted) throw new FrameRefusal(`Invalid code. ${--attemptsLeft} attempts left`)
    if (type === 'UPDATE_EMAIL_PRIMARY_OTP') {
      change.primaryDone = true
      return {}
    }
    if (!change.primaryDone) throw new FrameRefusal('Enter the code mailed to your current address first')
    current = change.newEmail
    return { newEmail: current }
  }
  const client = {
    request: async (type: string, payload: Record<string, string>) => {
      requests.push({ type, payload })
      return answer(type, payload)
    },
  }
  return { client, requests, current: () => current }
}

async function openAccount(email: string) {
  const frame = changingFrame(email)
  const latch = await openEmbeddedAccount(createTestLatch(), { email }, frame.client)
  return { latch, frame }
}

const root = () => modalRoot() as ShadowRoot
const byId = <T extends Element = HTMLElement>(id: string) =>
  root().querySelector(`[data-testid="${id}"]`) as T | null
const title = () => root().querySelector('#latch-title')?.textContent

async function type(id: string, value: string) {
  const input = byId<HTMLInputElement>(id)
  if (!input) throw new Error(`no ${id}`)
  await act(async () => fireEvent.change(input, { target: { value } }))
}

/** Waits for the view `view` to be shown, while the frame's answers arrive. */
async function shown(view: string) {
  await expect.poll(() => byId(`view-${view}`)).not.toBeNull()
}

async function submitAddress(value: string) {
  await type('update-email-input', value)
  const form = byId<HTMLFormElement>('view-UpdateEmailWallet')
  await act(async () => fireEvent.submit(form as HTMLFormElement))
}

describe('changing the e-mail address', () => {
  it('goes from Account through the new address and both codes back to Account, which shows the new address', async () => {
    const { latch, frame } = await openAccount('ada@example.com')
    expect(byId('account-email-address')?.textContent).toBe('ada@example.com')
    await act(async () => byId('account-email')?.click())
    await shown('UpdateEmailWallet')
    expect(title()).toBe('Edit email')

    // The field starts with the current address; Save waits for another one.
    expect(byId<HTMLInputElement>('update-email-input')?.value).toBe('ada@example.com')
    expect(byId<HTMLButtonElement>('update-email-submit')?.disabled).toBe(true)

    // An address the e-mail login would refuse is refused with its text, before the frame is asked.
    await submitAddress('ada@example')
    expect(byId('update-email-error')?.textContent).toBe('Enter a valid e-mail address')
    expect(frame.requests).toEqual([])

    // The frame's refusal shows its text.
    await submitAddress('taken@example.com')
    await expect
      .poll(() => byId('update-email-error')?.textContent)
      .toBe('This e-mail address belongs to another account')

    // The current address's code first: a wrong one shows the frame's text and empties the field.
    await submitAddress(' Bea@Example.com ')
    await shown('UpdateEmailPrimaryOtp')
    expect(frame.requests.at(-1)).toEqual({ type: 'UPDATE_EMAIL', payload: { email: 'Bea@Example.com' } })
    expect(title()).toBe('Confirm current email')
    expect(byId('view-UpdateEmailPrimaryOtp')?.textContent).toContain(
      'Enter the 6-digit code we sent to ada@example.com',
    )
    expect(byId<HTMLButtonElement>('otp-resend')?.textContent).toBe('Resend code in 30 s')
    expect(byId<HTMLButtonElement>('otp-resend')?.disabled).toBe(true)
    await type('otp-input', '999999')
    await expect.poll(() => byId('otp-error')?.textContent).toBe('Invalid code. 4 attempts left')
    expect(byId<HTMLInputElement>('otp-input')?.value).toBe('')
    await type('otp-input', '111111')

    // Then the new address's code.
    await shown('UpdateEmailSecondaryOtp')
    expect(title()).toBe('Confirm new email')
    expect(byId('view-UpdateEmailSecondaryOtp')?.textContent).toContain(
      'Enter the 6-digit code we sent to bea@example.com',
    )
    await type('otp-input', '111111')
    await expect.poll(() => byId('otp-error')?.textContent).toBe('Invalid code. 3 attempts left')
    await type('otp-input', '222222')

    // Account again, with the new address; Back does not return into the change.
    await shown('Account')
    expect(byId('account-email-address')?.textContent).toBe('bea@example.com')
    expect(latch.store.getState().embeddedWallet.email).toBe('bea@example.com')
    expect(latch.store.getState().router.history).toEqual([])
    expect(frame.requests.map((r) => r.type)).toEqual([
      'UPDATE_EMAIL',
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
    ])
  })

  it('offers no change of address to a social login or a wallet that is not the embedded one', async () => {
    const social = await openAccount('ada@example.com')
    await act(async () =>
      social.latch.store.setState((state) => ({
        embeddedWallet: { ...state.embeddedWallet, socialProvider: 'github' },
      })),
    )
    expect(byId('view-Account')).not.toBeNull()
    expect(byId('account-email')).toBeNull()
    await resetModals()

    const latch: Latch = createTestLatch()
    latch.store.setState(connectedState())
    render(<LatchProvider latch={latch} />)
    await loadModal()
    await act(async () => openModal(latch, { view: 'Account' }))
    expect(byId('view-Account')).not.toBeNull()
    expect(byId('account-email')).toBeNull()
  })
})
