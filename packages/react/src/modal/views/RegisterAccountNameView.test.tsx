// @vitest-environment happy-dom
import { openModal, setLocale } from '@latch/core'
import { act, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../LatchProvider.js'
import { loadModal } from '../../loadModal.js'
import { createTestLatch } from '../../test/createTestLatch.js'
import { locales } from '../i18n/locales.js'

afterEach(() => {
  for (const host of document.querySelectorAll('[data-latch-modal]')) host.remove()
})

async function openOn(view: 'RegisterAccountName' | 'SIWXSignMessage', locale?: string) {
  const latch = createTestLatch({
    // Nothing listens at the helper's server URL: these tests check what is shown before any request is answered.
    metadata: { name: 'Shop', description: '', url: 'http://127.0.0.1', icons: [] },
  })
  if (locale) setLocale(latch, locale)
  const rendered = render(<LatchProvider latch={latch} />)
  await loadModal()
  await act(async () => openModal(latch, { view }))
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
  // The locale's texts are a chunk of their own: the modal shows them once it has arrived.
  const load = locale ? locales[locale] : undefined
  if (load) await act(async () => void (await load()))
  const hosts = document.querySelectorAll('[data-latch-modal]')
  const root = hosts[hosts.length - 1]?.shadowRoot as ShadowRoot
  const unmount = async () => {
    await act(async () => rendered.unmount())
    for (const host of document.querySelectorAll('[data-latch-modal]')) host.remove()
  }
  return { latch, root, unmount }
}

describe('RegisterAccountName', () => {
  it('checks the account-name rule as the visitor types, in English and German', async () => {
    const { root, unmount } = await openOn('RegisterAccountName')
    const input = root.querySelector('[data-testid="register-name-input"]') as HTMLInputElement
    const message = () => root.querySelector('[data-testid="register-name-message"]')?.textContent
    const submit = () => root.querySelector('[data-testid="register-name-submit"]') as HTMLButtonElement
    expect(root.querySelector('#latch-title')?.textContent).toBe('Choose a name')

    await act(async () => fireEvent.change(input, { target: { value: 'abc' } }))
    expect(message()).toBe('Name must be at least 4 characters long')
    expect(submit().disabled).toBe(true)
    await act(async () => fireEvent.change(input, { target: { value: 'ali$e' } }))
    expect(message()).toBe('Only letters, numbers and hyphens are allowed')
    // A valid name waits for the availability check before it can be registered.
    await act(async () => fireEvent.change(input, { target: { value: 'alice' } }))
    expect(message()).toBe('Checking availability…')
    expect(submit().disabled).toBe(true)
    await unmount()

    const german = await openOn('RegisterAccountName', 'de')
    const deInput = german.root.querySelector('[data-testid="register-name-input"]') as HTMLInputElement
    await act(async () => fireEvent.change(deInput, { target: { value: 'ab' } }))
    expect(german.root.querySelector('[data-testid="register-name-message"]')?.textContent).toBe(
      'Der Name muss mindestens 4 Zeichen lang sein',
    )
    expect(german.root.querySelector('[data-testid="register-name-submit"]')?.textContent).toBe(
      'Namen registrieren',
    )
    await german.unmount()
  })
})

describe('SIWXSignMessage', () => {
  it('names the app and offers sign and cancel, translated', async () => {
    const english = await openOn('SIWXSignMessage')
    expect(english.root.querySelector('[data-testid="view-SIWXSignMessage"] h3')?.textContent).toBe(
      'Shop needs to connect to your wallet',
    )
    expect(english.root.querySelector('[data-testid="siwx-sign"]')?.textContent).toBe('Sign')
    await english.unmount()
    const german = await openOn('SIWXSignMessage', 'de')
    expect(german.root.querySelector('#latch-title')?.textContent).toBe('Anmelden')
    expect(german.root.querySelector('[data-testid="siwx-cancel"]')?.textContent).toBe('Abbrechen')
    await german.unmount()
  })
})
