// The key export screen, drawn with the DOM on the frame's origin: the page that embeds the frame can neither
// read nor click it. The keys are written into this document only after the visitor clicks Reveal.
import './keyExport.css'
import { t } from '../i18n/frameTexts.js'
import { showReauthentication } from '../reauthView.js'
import { el, render, showIdle } from '../ui.js'
import type { ExportedKeys } from './exportedKeys.js'

/** The keys the screen shows once the fresh code is verified, and the recovery kit's text. */
export type ShownKeys = { keys: ExportedKeys; kit(): string }

export type ShowKeyExportParameters = {
  email: string
  /** Mails the fresh code; rejects with the text to show. */
  sendCode(): Promise<void>
  /** Checks the code and combines the key; rejects with the text to show (a wrong or used code). */
  verify(otp: string): Promise<ShownKeys>
  /** The screen closed (Cancel, Done, or `close`); its keys are wiped already. */
  onClose(): void
}

const HIDDEN = '•'.repeat(24)

/** Copies `text` from the frame's origin: the Clipboard API, or a selected field where the page does not delegate it. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    const field = el('textarea', { readonly: '', class: 'offscreen' })
    field.value = text
    document.body.append(field)
    field.select()
    document.execCommand('copy')
    field.value = ''
    field.remove()
  }
}

/** One key: its name, the account's address, the key (hidden until Reveal) and its Copy button. */
function keyBlock(label: string, address: string, testId: string, value: () => string) {
  const shown = el(
    'code',
    { class: 'mono secret', 'data-testid': `export-${testId}`, 'aria-label': label },
    HIDDEN,
  )
  const copy = el('button', { type: 'button', 'data-testid': `export-copy-${testId}` }, t('copy'))
  copy.addEventListener('click', () => {
    void copyText(value()).then(() => {
      copy.textContent = t('copied')
    })
  })
  const block = el(
    'section',
    { class: 'secret-block' },
    el('h2', {}, label),
    el('p', { class: 'muted mono address' }, address),
    el('div', { class: 'secret-row' }, shown, copy),
  )
  return { block, reveal: () => shown.replaceChildren(value()), hide: () => shown.replaceChildren(HIDDEN) }
}

/**
 * The keys, hidden until Reveal, each with Copy; the recovery kit as a text file from a Blob URL of this origin;
 * Done. The actions stay in view at the bottom of the frame and the keys scroll above them where it is short.
 */
function showKeys(shown: ShownKeys, kitUrl: { current?: string | undefined }, done: () => void): void {
  const { keys } = shown
  const evm = keyBlock(t('evmPrivateKey'), keys.evmAddress, 'evm-key', keys.evmPrivateKey)
  const solana = keyBlock(t('solanaSecretKey'), keys.solanaAddress, 'solana-key', keys.solanaSecretKey)
  let revealed = false
  const reveal = el('button', { type: 'button', 'data-testid': 'export-reveal' }, t('reveal'))
  reveal.addEventListener('click', () => {
    revealed = !revealed
    for (const block of [evm, solana]) (revealed ? block.reveal : block.hide)()
    reveal.textContent = revealed ? t('hide') : t('reveal')
  })
  const download = el(
    'a',
    { class: 'button', 'data-testid': 'export-download', role: 'button' },
    t('downloadKit'),
  )
  // The file is made on the click, so its URL lives only while the screen is open.
  download.addEventListener('click', () => {
    if (kitUrl.current) URL.revokeObjectURL(kitUrl.current)
    kitUrl.current = URL.createObjectURL(new Blob([shown.kit()], { type: 'text/plain' }))
    download.setAttribute('href', kitUrl.current)
    download.setAttribute('download', 'wallet-recovery-kit.txt')
  })
  const finish = el('button', { type: 'button', class: 'primary', 'data-testid': 'export-done' }, t('done'))
  finish.addEventListener('click', done)
  render(
    el(
      'div',
      { class: 'card export-keys', 'data-testid': 'export-keys' },
      el(
        'div',
        { class: 'export-body' },
        el('p', { class: 'warning note', 'data-testid': 'export-warning' }, t('exportWarning')),
        evm.block,
        solana.block,
      ),
      el('footer', {}, el('div', { class: 'actions' }, reveal, download), finish),
    ),
  )
}

/**
 * Shows the export: the warning and a fresh code to the account's address first; once verified, the EVM and
 * Solana keys and the recovery kit. Returns `close`, which wipes the keys and the kit's URL and clears the screen.
 */
export function showKeyExport(parameters: ShowKeyExportParameters): { close(): void } {
  let shown: ShownKeys | undefined
  const kitUrl: { current?: string | undefined } = {}
  let closed = false
  const close = () => {
    if (closed) return
    closed = true
    reauthentication.end()
    shown?.keys.wipe()
    shown = undefined
    if (kitUrl.current) URL.revokeObjectURL(kitUrl.current)
    showIdle()
    parameters.onClose()
  }
  const reauthentication = showReauthentication({
    title: t('exportTitle'),
    intro: [el('p', { class: 'warning', 'data-testid': 'export-warning' }, t('exportWarning'))],
    email: parameters.email,
    sendCode: parameters.sendCode,
    verify: parameters.verify,
    onVerified(verified) {
      if (closed) return verified.keys.wipe()
      shown = verified
      showKeys(verified, kitUrl, close)
    },
    onCancel: close,
  })
  return { close }
}
