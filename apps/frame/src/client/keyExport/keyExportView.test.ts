// @vitest-environment happy-dom
import { hexToBytes } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { exportedKeysOf } from './exportedKeys.js'
import { type ShownKeys, showKeyExport } from './keyExportView.js'

const hex = `0x${'5d'.repeat(32)}` as const
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)
const click = (id: string) => byTestId(id)?.click()
const submit = (id: string) =>
  byTestId(id)?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))

/** Waits for what the screen draws after a promise settles. */
const drawn = (id: string) => vi.waitFor(() => expect(byTestId(id)).not.toBeNull())

beforeEach(() => {
  document.body.innerHTML = '<div id="app"></div>'
})
afterEach(() => {
  document.body.innerHTML = ''
})

function open(overrides: Partial<Parameters<typeof showKeyExport>[0]> = {}) {
  const keys = exportedKeysOf(hexToBytes(hex))
  const onClose = vi.fn()
  const verify = vi.fn(async (otp: string) => {
    if (otp !== '123456') throw new Error('Invalid code. 4 attempts left')
    return { keys, kit: () => `kit ${keys.evmPrivateKey()}` }
  })
  const screen = showKeyExport({
    email: 'ada@example.com',
    sendCode: async () => {},
    verify,
    onClose,
    ...overrides,
  })
  return { keys, onClose, verify, screen }
}

describe('the key export screen', () => {
  it('warns first, asks for a fresh code, refuses a wrong one, then shows the keys only on Reveal', async () => {
    const { verify } = open()
    expect(byTestId('export-warning')?.textContent).toContain('Latch will never ask you for them')
    expect(byTestId('reauth-intro')?.textContent).toContain('ada@example.com')
    expect(document.body.innerHTML).not.toContain(hex.slice(2))
    submit('reauth-intro')
    await drawn('reauth-code')
    ;(byTestId('reauth-code') as HTMLInputElement).value = '12345'
    submit('reauth-verify')
    expect(byTestId('reauth-error')?.textContent).toBe('Enter the six digits of the code')
    expect(verify).not.toHaveBeenCalled()
    ;(byTestId('reauth-code') as HTMLInputElement).value = '654321'
    submit('reauth-verify')
    await vi.waitFor(() =>
      expect(byTestId('reauth-error')?.textContent).toBe('Invalid code. 4 attempts left'),
    )
    ;(byTestId('reauth-code') as HTMLInputElement).value = '123456'
    submit('reauth-verify')
    await drawn('export-keys')
    expect(byTestId('export-evm-key')?.textContent).toMatch(/^•+$/)
    expect(document.body.innerHTML).not.toContain(hex.slice(2))
    click('export-reveal')
    expect(byTestId('export-evm-key')?.textContent).toBe(hex)
    expect(byTestId('export-solana-key')?.textContent).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    click('export-reveal')
    expect(document.body.innerHTML).not.toContain(hex.slice(2))
  })

  it('shows why a code could not be sent, and lets the visitor try again', async () => {
    let calls = 0
    open({
      sendCode: async () => {
        calls++
        if (calls === 1) throw new Error('Please wait 12 seconds before requesting another code')
      },
    })
    submit('reauth-intro')
    await vi.waitFor(() =>
      expect(byTestId('reauth-error')?.textContent).toBe(
        'Please wait 12 seconds before requesting another code',
      ),
    )
    expect((byTestId('reauth-send-code') as HTMLButtonElement).disabled).toBe(false)
    submit('reauth-intro')
    await drawn('reauth-verify')
  })

  it('wipes the keys and clears the screen when it closes, once', async () => {
    const { keys, onClose, screen } = open()
    submit('reauth-intro')
    await drawn('reauth-code')
    ;(byTestId('reauth-code') as HTMLInputElement).value = '123456'
    submit('reauth-verify')
    await drawn('export-keys')
    click('export-reveal')
    click('export-done')
    expect(document.getElementById('app')?.innerHTML).toBe('')
    expect(keys.evmPrivateKey()).toBe(`0x${'00'.repeat(32)}`)
    screen.close()
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('wipes keys that arrive after the screen closed, and draws nothing more', async () => {
    let answer: (keys: ShownKeys) => void = () => {}
    const late = exportedKeysOf(hexToBytes(hex))
    const { screen, onClose } = open({
      verify: () => new Promise<ShownKeys>((resolve) => (answer = resolve)),
    })
    submit('reauth-intro')
    await drawn('reauth-code')
    ;(byTestId('reauth-code') as HTMLInputElement).value = '123456'
    submit('reauth-verify')
    screen.close()
    expect(onClose).toHaveBeenCalledTimes(1)
    answer({ keys: late, kit: () => '' })
    await vi.waitFor(() => expect(late.evmPrivateKey()).toBe(`0x${'00'.repeat(32)}`))
    expect(document.getElementById('app')?.innerHTML).toBe('')
  })

  it('makes the recovery kit a text file of the frame’s origin', async () => {
    const made = vi.spyOn(URL, 'createObjectURL')
    open()
    submit('reauth-intro')
    await drawn('reauth-code')
    ;(byTestId('reauth-code') as HTMLInputElement).value = '123456'
    submit('reauth-verify')
    await drawn('export-keys')
    const link = byTestId('export-download') as HTMLAnchorElement
    link.addEventListener('click', (event) => event.preventDefault())
    link.click()
    expect(link.getAttribute('download')).toBe('wallet-recovery-kit.txt')
    const url = link.getAttribute('href') ?? ''
    expect(url).toMatch(/^blob:/)
    const blob = made.mock.calls[0]?.[0] as Blob
    expect(blob.type).toBe('text/plain')
    expect(await blob.text()).toBe(`kit ${hex}`)
    made.mockRestore()
  })
})
