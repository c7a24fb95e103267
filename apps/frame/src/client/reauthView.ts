// The fresh re-authentication's screens, drawn with the DOM on the frame's origin: what it guards and where the
// code goes, then the code. Whatever asks for a fresh code (the key export; a large send or a permission grant
// later) shows these with its own title and warning, and takes over the frame once the code is verified.
import './reauth.css'
import { t } from './i18n/frameTexts.js'
import { el, render } from './ui.js'

export type ShowReauthenticationParameters<T> = {
  title: string
  /** What the code unlocks, shown above the address the code goes to (a warning). */
  intro: Node[]
  email: string
  /** Mails the fresh code; rejects with the text to show (such as the wait before another e-mail). */
  sendCode(): Promise<void>
  /** Checks the code; rejects with the text to show (a wrong, used or expired code). */
  verify(otp: string): Promise<T>
  /** The code was right: the caller draws what comes next (or, closed meanwhile, discards `result`). */
  onVerified(result: T): void
  onCancel(): void
}

const failureText = (failure: unknown) => (failure as Error | undefined)?.message || t('unknownError')

/** Runs `run` on the form's submit, its button disabled meanwhile; a rejection's text shows in `error`. */
function onSubmit(
  form: HTMLFormElement,
  parts: { button: HTMLButtonElement; error: HTMLElement },
  run: () => Promise<void> | undefined,
): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    parts.error.textContent = ''
    const running = run()
    if (!running) return
    parts.button.disabled = true
    running.catch((failure: unknown) => {
      parts.error.textContent = failureText(failure)
      parts.button.disabled = false
    })
  })
}

/**
 * Shows what a fresh code unlocks and sends it on the visitor's click, then asks for it. `end` stops it drawing
 * anything more (the caller closed its screen).
 *
 * @example
 * const reauth = showReauthentication({ title, intro: [warning], email, sendCode, verify, onVerified, onCancel })
 */
export function showReauthentication<T>(parameters: ShowReauthenticationParameters<T>): { end(): void } {
  let active = true
  const cancel = el('button', { type: 'button', 'data-testid': 'reauth-cancel' }, t('cancel'))
  cancel.addEventListener('click', () => {
    active = false
    parameters.onCancel()
  })
  const error = el('p', { class: 'error', role: 'alert', 'data-testid': 'reauth-error' })
  const title = el('h1', {}, parameters.title)

  const showCode = () => {
    const code = el('input', {
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      maxlength: '6',
      'aria-label': t('verificationCode'),
      'data-testid': 'reauth-code',
    })
    const button = el(
      'button',
      { type: 'submit', class: 'primary', 'data-testid': 'reauth-confirm' },
      t('confirm'),
    )
    const form = el(
      'form',
      { class: 'card reauth', 'data-testid': 'reauth-verify' },
      title,
      el('p', { class: 'muted' }, t('exportCodeSent', { email: parameters.email })),
      el('label', {}, t('verificationCode'), code),
      error,
      el('div', { class: 'actions' }, cancel, button),
    )
    onSubmit(form, { button, error }, () => {
      const otp = code.value.trim()
      if (!/^\d{6}$/.test(otp)) {
        error.textContent = t('codeSixDigits')
        return undefined
      }
      return parameters.verify(otp).then(
        (result) => {
          active = false
          parameters.onVerified(result)
        },
        (failure: unknown) => {
          code.select()
          throw failure
        },
      )
    })
    render(form)
    code.focus()
  }

  const button = el(
    'button',
    { type: 'submit', class: 'primary', 'data-testid': 'reauth-send-code' },
    t('sendCode'),
  )
  const intro = el(
    'form',
    { class: 'card reauth', 'data-testid': 'reauth-intro' },
    title,
    ...parameters.intro,
    el('p', { class: 'muted' }, t('exportConfirmText', { email: parameters.email })),
    error,
    el('div', { class: 'actions' }, cancel, button),
  )
  onSubmit(intro, { button, error }, () =>
    parameters.sendCode().then(() => (active ? showCode() : undefined)),
  )
  render(intro)
  return {
    end() {
      active = false
    },
  }
}
