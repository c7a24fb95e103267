// @vitest-environment happy-dom
import {
  type Latch,
  openModal,
  SwitchChainNotSupportedError,
  setLocale,
  setSendAmount,
  setSendReceiver,
  setSendToken,
  showAlert,
  textOf,
  texts,
} from '@latch/core'
import { act, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../LatchProvider.js'
import { loadModal } from '../loadModal.js'
import { createTestLatch } from '../test/createTestLatch.js'
import { announcingAdapter, modalRoot, resetModals } from '../test/modalFixtures.js'
import { en } from './i18n/en.js'
import { findLocale, locales } from './i18n/locales.js'

// Discovery only: these tests never choose a wallet, so the runtime is never loaded.
const adapter = announcingAdapter(() => Promise.reject(new Error('not used')))

afterEach(resetModals)

describe('modal', () => {
  it('mounts one host with an open shadow root on first open and shows installed wallets first', async () => {
    const latch = createTestLatch({ adapters: [adapter] })
    render(<LatchProvider latch={latch} />)
    expect(document.querySelector('[data-latch-modal]')).toBeNull()
    await loadModal()
    await act(async () => openModal(latch))
    const root = modalRoot()
    expect(root?.mode).toBe('open')
    expect(root?.adoptedStyleSheets.length).toBe(2)
    const view = root?.querySelector('[data-testid="view-Connect"]')
    const row = view?.querySelector('[data-testid="wallet-option-dev.latch.testwallet"]')
    expect(row?.textContent).toContain('Installed')
    expect(row?.getAttribute('aria-label')).toBe('Latch Test Wallet (Installed)')
    await waitFor(() => expect(root?.querySelector('dialog')?.open).toBe(true))
    for (const button of root?.querySelectorAll('button') ?? [])
      expect(button.getAttribute('aria-label') || button.textContent?.trim()).toBeTruthy()

    await act(async () => openModal(latch, { view: 'Networks' }))
    expect(document.querySelectorAll('[data-latch-modal]')).toHaveLength(1)
    expect(
      modalRoot()?.querySelector('[data-testid="network-option-eip155:31337"]')?.getAttribute('aria-current'),
    ).toBe('true')
  })

  it('closes on Escape pressed before the dialog has entered the top layer', async () => {
    // The next frame comes when the test says, not when a loaded machine happens to run it.
    const frames = new Map<number, FrameRequestCallback>()
    let nextFrame = 1
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.set(nextFrame, callback)
      return nextFrame++
    })
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.delete(id))
    try {
      const latch = createTestLatch({ adapters: [adapter] })
      render(<LatchProvider latch={latch} />)
      await loadModal()
      // Opened and shown in the same frame, but not yet modal: the browser sends no close request for it.
      await act(async () => openModal(latch))
      expect(modalRoot()?.querySelector('dialog')?.className).toBe('shown')
      expect(modalRoot()?.querySelector('dialog')?.open).toBe(false)
      await act(async () => {
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
      })
      expect(latch.store.getState().modal.open).toBe(false)
      // The frame that would have made it modal arrives after the close: nothing of it is left to run.
      for (const callback of [...frames.values()]) callback(performance.now())
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(modalRoot()?.querySelector('dialog')?.open).toBe(false)
    } finally {
      vi.restoreAllMocks()
    }
  })
})

/** Opens the modal in `locale` and waits until its title reads `title`. */
async function openIn(locale: string, title: string): Promise<Latch> {
  const latch = createTestLatch({ adapters: [adapter] })
  setLocale(latch, locale)
  render(<LatchProvider latch={latch} />)
  await loadModal()
  await act(async () => openModal(latch))
  // The locale's chunk arrives by import(): wait for it rather than for a fixed time (a loaded machine is slow).
  await expect
    .poll(async () => {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)))
      return modalRoot()?.querySelector('#latch-title')?.textContent
    })
    .toBe(title)
  return latch
}

describe('locales', () => {
  it('loads German on demand and shows translated labels', async () => {
    await openIn('de', 'Wallet verbinden')
    const root = modalRoot()
    expect(root?.querySelector('[data-testid="wallet-option-dev.latch.testwallet"]')?.textContent).toContain(
      'Installiert',
    )
    expect(root?.querySelector('[data-testid="modal-close"]')?.getAttribute('aria-label')).toBe('Schließen')
  })
})

describe('core notices and errors', () => {
  it('are shown in the visitor’s language, by their key or their English words; a dApp’s own words as they are', async () => {
    const latch = await openIn('de', 'Wallet verbinden')
    const shown = async (alert: Parameters<typeof showAlert>[1]) => {
      await act(async () => showAlert(latch, alert))
      const root = modalRoot()
      return [
        root?.querySelector('[data-testid="alert-title"]')?.textContent,
        root?.querySelector('[data-testid="alert-message"]')?.textContent,
      ]
    }
    expect(
      await shown({ title: textOf(texts, 'swapping', { from: 'ETH', amount: '1.000', to: 'USDC' }) }),
    ).toEqual(['Tausche ETH gegen 1.000 USDC', undefined])
    const error = new SwitchChainNotSupportedError({ walletName: 'Zerion' })
    expect(error.shortMessage).toBe('Zerion does not support programmatic chain switching')
    expect(await shown({ variant: 'error', error, message: error.metaMessages[0] })).toEqual([
      'Zerion kann das Netzwerk nicht auf Anfrage wechseln',
      'Wechsle das Netzwerk in der Wallet selbst.',
    ])
    // The embedded wallet's texts arrive as English words: the catalogue knows them.
    expect(await shown({ title: 'Unable to load email login dependency' })).toEqual([
      'Die E-Mail-Anmeldung konnte nicht geladen werden',
      undefined,
    ])
    expect(await shown({ title: 'Mint 3 NFTs', message: textOf(texts, 'sendStarted') })).toEqual([
      'Mint 3 NFTs',
      'Transaktion gestartet',
    ])
    expect(await shown({ title: 'Mint 3 NFTs', message: texts.sendStarted })).toEqual([
      'Mint 3 NFTs',
      'Transaktion gestartet',
    ])
  })
})

describe('every locale', () => {
  it('has exactly the English keys, each with the same {placeholders}', async () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
    expect(Object.keys(locales).sort()).toEqual([
      'ar',
      'de',
      'es',
      'fr',
      'he',
      'ja',
      'ko',
      'pt',
      'ru',
      'tr',
      'zh-CN',
    ])
    for (const [tag, load] of Object.entries(locales)) {
      const { strings } = await load()
      expect(Object.keys(strings).sort(), tag).toEqual(Object.keys(en).sort())
      for (const [key, text] of Object.entries(en)) {
        const translated = strings[key as keyof typeof en]
        expect(translated.trim(), `${tag}.${key}`).not.toBe('')
        expect(placeholders(translated), `${tag}.${key}`).toEqual(placeholders(text))
      }
    }
  })

  it('is found by its language when the tag names a region or script', async () => {
    expect(findLocale('pt-BR')).toBe(locales.pt)
    expect(findLocale('zh-Hans')).toBe(locales['zh-CN'])
    expect(findLocale('ja')).toBe(locales.ja)
    expect(findLocale('en-GB')).toBeUndefined()
    await openIn('ja-JP', 'ウォレットを接続')
  })
})

describe('Send view', () => {
  it('shows the form and its input errors in the visitor’s language', async () => {
    const latch = createTestLatch({ adapters: [adapter] })
    setLocale(latch, 'de')
    latch.store.setState({
      status: 'connected',
      activeNamespace: 'eip155',
      connections: [
        {
          id: 'dev.latch.testwallet',
          namespace: 'eip155',
          address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          caipNetworkId: 'eip155:31337',
          type: 'ANNOUNCED',
        },
      ],
    })
    setSendToken(latch, {
      token: {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:31337',
        address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
        quantity: { decimals: '6', numeric: '10.257' },
        iconUrl: '',
      },
    })
    setSendAmount(latch, { amount: '50' })
    const view = render(<LatchProvider latch={latch} />)
    await loadModal()
    await act(async () => openModal(latch, { view: 'WalletSend' }))
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    const root = modalRoot()
    const text = (id: string) => root?.querySelector(`[data-testid="${id}"]`)?.textContent
    expect(root?.querySelector('#latch-title')?.textContent).toBe('Senden')
    expect(text('send-available')).toBe('10.25 USDC verfügbar')
    expect(text('send-error')).toBe('Unzureichendes Guthaben')
    expect(root?.querySelector<HTMLButtonElement>('[data-testid="send-submit"]')?.disabled).toBe(true)

    await act(async () => {
      setSendAmount(latch, { amount: '5' })
      await setSendReceiver(latch, { receiver: 'bob' })
    })
    expect(text('send-error')).toBe('Bitte gib einen gültigen Betrag und eine gültige Empfängeradresse ein')
    await act(async () => setSendReceiver(latch, { receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }))
    expect(text('send-error')).toBeUndefined()
    expect(text('send-submit')).toBe('Senden')
    await act(async () => view.unmount())
  })
})
