// @vitest-environment happy-dom
import { type Features, type Latch, openModal } from '@latch/core'
import { act, render } from '@testing-library/react'
import type { Window as HappyWindow } from 'happy-dom'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../../LatchProvider.js'
import { loadModal } from '../../loadModal.js'
import { createTestLatch } from '../../test/createTestLatch.js'
import { announcingAdapter, modalRoot, resetModals, testWallet } from '../../test/modalFixtures.js'

// Connect shows the logins the dApp enabled that the server offers: the server's answer to `GET /v1/logins` is
// held here until each test gives it, so what the view shows before and after it can be seen.

// The e-mail login starts loading the embedded wallet's frame once shown; no frame is served here.
beforeAll(() => {
  ;(window as unknown as HappyWindow).happyDOM.settings.disableIframePageLoading = true
})
afterEach(async () => {
  vi.restoreAllMocks()
  await resetModals()
})

type Answer = (response: Response | Error) => void

/** The modal open on Connect, the logins request held: `answer` gives the server's reply (or its failure). */
async function openWithHeldAnswer(features: Partial<Features> = {}) {
  const asked: string[] = []
  let answer: Answer = () => {}
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(String(input))
    asked.push(url.pathname)
    if (url.pathname !== '/v1/logins') return Promise.reject(new TypeError('Failed to fetch'))
    return new Promise<Response>((resolve, reject) => {
      answer = (response) => (response instanceof Error ? reject(response) : resolve(response))
    })
  })
  const latch: Latch = createTestLatch({ adapters: [announcingAdapter()], features })
  render(<LatchProvider latch={latch} />)
  await loadModal()
  await act(async () => openModal(latch))
  return {
    latch,
    asked,
    answer: (response: Response | Error) => act(async () => answer(response)),
  }
}

const root = modalRoot
const shown = () => ({
  sections: [...(root()?.querySelectorAll('[data-testid^="connect-section-"]') ?? [])].map((section) =>
    section.getAttribute('data-testid')?.replace('connect-section-', ''),
  ),
  email: root()?.querySelector('[data-testid="email-input"]') != null,
  socials: [...(root()?.querySelectorAll('[data-testid="social-login"] button') ?? [])].map((button) =>
    button.getAttribute('data-testid'),
  ),
  wallet: root()?.querySelector(`[data-testid="wallet-option-${testWallet.id}"]`) != null,
})

describe('Connect and the logins the server offers', () => {
  it('shows the wallets at once and the logins only with the answer: none appears and is then taken back', async () => {
    const { asked, answer } = await openWithHeldAnswer()
    expect(asked).toContain('/v1/logins')
    expect(shown()).toEqual({ sections: ['wallet'], email: false, socials: [], wallet: true })
    await answer(Response.json({ email: false, socials: ['github', 'farcaster'] }))
    // The dApp's default order; the server's answer only says which.
    expect(shown()).toEqual({
      sections: ['social', 'wallet'],
      email: false,
      socials: ['social-farcaster', 'social-github'],
      wallet: true,
    })
  })

  it('shows the e-mail field alone when the server offers e-mail only', async () => {
    const { answer } = await openWithHeldAnswer()
    await answer(Response.json({ email: true, socials: [] }))
    expect(shown()).toEqual({ sections: ['email', 'wallet'], email: true, socials: [], wallet: true })
  })

  it("shows the dApp's choice when the server cannot answer", async () => {
    const { answer } = await openWithHeldAnswer({ socials: ['github', 'apple'] })
    expect(shown().sections).toEqual(['wallet'])
    await answer(new TypeError('Failed to fetch'))
    expect(shown()).toEqual({
      sections: ['email', 'social', 'wallet'],
      email: true,
      socials: ['social-github', 'social-apple'],
      wallet: true,
    })
  })

  it('keeps the wallets collapsed while waiting when the dApp collapses them beside its logins', async () => {
    const { answer } = await openWithHeldAnswer({ collapseWallets: true })
    expect(shown().sections).toEqual(['wallet'])
    expect(root()?.querySelector('[data-testid="continue-with-wallet"]')).not.toBeNull()
    await answer(Response.json({ email: false, socials: [] }))
    // Nothing offered beside the wallets: they are listed.
    expect(root()?.querySelector('[data-testid="continue-with-wallet"]')).toBeNull()
    expect(shown().wallet).toBe(true)
  })

  it('asks nothing when the dApp enabled no login', async () => {
    const { asked } = await openWithHeldAnswer({ email: false, passkey: false, socials: false })
    expect(asked).not.toContain('/v1/logins')
    expect(shown().sections).toEqual(['wallet'])
  })
})
