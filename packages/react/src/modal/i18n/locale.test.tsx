// @vitest-environment happy-dom
import { type LatchConfig, type LatchState, openModal, type ViewName } from '@latch/core'
import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../LatchProvider.js'
import { loadModal } from '../../loadModal.js'
import { createTestLatch } from '../../test/createTestLatch.js'
import { announcingAdapter, connectedState, modalRoot, resetModals } from '../../test/modalFixtures.js'
import { socialProviderNames } from '../views/socialLogin.js'
import { strings as ar } from './ar.js'
import { detectLocale, findLocale, locales, textDirection } from './locales.js'

const adapter = announcingAdapter()
afterEach(async () => {
  await resetModals()
  // The browser's own languages again (the override is the instance's own property).
  Reflect.deleteProperty(navigator, 'languages')
})

/** The browser's preferred languages, as `navigator.languages` reports them (until the test ends). */
function prefer(languages: readonly string[]) {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages })
}

/** Opens `view` of a new instance and waits until the modal's title reads `title`. */
async function open(
  config: Partial<LatchConfig>,
  title: string,
  view?: ViewName,
  state: Partial<LatchState> = {},
) {
  const latch = createTestLatch({ adapters: [adapter], ...config })
  latch.store.setState(state)
  render(<LatchProvider latch={latch} />)
  await loadModal()
  await act(async () => openModal(latch, view ? { view } : undefined))
  await expect
    .poll(async () => {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)))
      return modalRoot()?.querySelector('#latch-title')?.textContent
    })
    .toBe(title)
  return latch
}

/** Every text the modal shows or announces: its text nodes, labels, placeholders and titles. */
function shownTexts(root: ShadowRoot): string[] {
  const texts: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '')
  for (const element of root.querySelectorAll('*'))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
      texts.push(element.getAttribute(name) ?? '')
  return texts.map((text) => text.trim()).filter(Boolean)
}

/**
 * The texts left once the names are taken out: what stays in Latin letters in any language (the wallets' and
 * the social providers' names, the network's, a token's symbol, an address).
 */
function withoutNames(root: ShadowRoot): string[] {
  const names = [
    ...[...root.querySelectorAll('[data-testid^="wallet-option-"] .name')].map(
      (name) => name.textContent ?? '',
    ),
    ...Object.values(socialProviderNames),
    'Latch Devnet',
    'WalletConnect',
    'ETH',
  ]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
  return shownTexts(root).map((text) =>
    names.reduce((rest, name) => rest.replaceAll(name, ''), text).replace(/0x[0-9a-fA-F…]+/g, ''),
  )
}

/** No text of the modal is English: no Latin word left once the names are out. */
function expectNoEnglish(root: ShadowRoot) {
  expect(withoutNames(root)).not.toContainEqual(expect.stringMatching(/[A-Za-z]{2,}/))
}

describe('the visitor’s locale', () => {
  it('is the first of the browser’s languages the modal has texts for', () => {
    expect(detectLocale(['fr-CA', 'de'])).toBe('fr')
    expect(detectLocale(['gsw', 'he-IL', 'de'])).toBe('he')
    expect(detectLocale(['en-GB', 'de'])).toBe('en')
    expect(detectLocale(['iw'])).toBe('he')
    expect(detectLocale(['gsw'])).toBe('en')
    expect(findLocale('ar-EG')).toBe(locales.ar)
    expect(textDirection('ar-EG')).toBe('rtl')
    expect(textDirection('he')).toBe('rtl')
    expect(textDirection('de')).toBe('ltr')
  })

  it('comes from the browser when the dApp configured none, and a configured one stays', async () => {
    prefer(['he-IL', 'en'])
    const latch = await open({}, 'חיבור ארנק')
    expect(latch.store.getState().locale).toBe('he')
    expect(modalRoot()?.querySelector('.root')?.getAttribute('dir')).toBe('rtl')
    await resetModals()

    const configured = await open({ locale: 'de' }, 'Wallet verbinden')
    expect(configured.store.getState().locale).toBe('de')
    expect(modalRoot()?.querySelector('.root')?.getAttribute('lang')).toBe('de')
    expect(modalRoot()?.querySelector('.root')?.getAttribute('dir')).toBe('ltr')
  })

  it('is in the state from the start when configured, for the first render on a server', () => {
    expect(createTestLatch({ locale: 'ar' }).store.getState().locale).toBe('ar')
  })
})

describe('a translated modal', () => {
  it('lays Arabic out right to left and shows no English on Connect', async () => {
    await open({ locale: 'ar' }, ar.connectWallet)
    const root = modalRoot()
    if (!root) throw new Error('no modal')
    expect(root.querySelector('.root')?.getAttribute('dir')).toBe('rtl')
    expect(root.querySelector('.root')?.getAttribute('lang')).toBe('ar')
    expect(root.querySelector('[data-testid="connect-section-wallet"]')?.getAttribute('aria-label')).toBe(
      ar.connectSectionWallet,
    )
    expectNoEnglish(root)
  })

  it('shows no English on Account', async () => {
    await open({ locale: 'ar' }, ar.account, 'Account', connectedState())
    const root = modalRoot()
    if (!root) throw new Error('no modal')
    expectNoEnglish(root)
  })
})
