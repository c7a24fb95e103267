// The frame's own screens, drawn with the DOM on the frame's origin: what the page cannot see or click.
import { t } from './i18n/frameTexts.js'

const root = () => document.getElementById('app') as HTMLElement

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.append(...children)
  return node
}

export function render(...children: Node[]): void {
  root().replaceChildren(...children)
}

/** Nothing to show: the frame is hidden in the widget. */
export function showIdle(): void {
  render()
}

/**
 * The recovery password screen: 'create' for a new wallet (with the warning, up front, that losing both this
 * device and the password loses the wallet), 'enter' for a new device. `submit` rejects with the text to show.
 */
export function showRecovery(parameters: {
  mode: 'create' | 'enter'
  email: string
  submit(password: string): Promise<void>
}): void {
  const password = el('input', {
    type: 'password',
    autocomplete: parameters.mode === 'create' ? 'new-password' : 'current-password',
    minlength: '8',
    required: '',
    'aria-label': t('recoveryPassword'),
    'data-testid': 'recovery-password',
  })
  const confirm = el('input', {
    type: 'password',
    autocomplete: 'new-password',
    'aria-label': t('repeatRecoveryPassword'),
    'data-testid': 'recovery-password-confirm',
  })
  const error = el('p', { class: 'error', role: 'alert', 'data-testid': 'recovery-error' })
  const button = el(
    'button',
    { type: 'submit', class: 'primary', 'data-testid': 'recovery-submit' },
    parameters.mode === 'create' ? t('createWallet') : t('unlockWallet'),
  )
  const form = el(
    'form',
    { class: 'card', 'data-testid': `recovery-${parameters.mode}` },
    el('h1', {}, parameters.mode === 'create' ? t('setRecoveryPassword') : t('enterRecoveryPassword')),
    el(
      'p',
      { class: 'muted' },
      parameters.mode === 'create'
        ? t('recoveryCreateText', { email: parameters.email })
        : t('recoveryEnterText', { email: parameters.email }),
    ),
    ...(parameters.mode === 'create'
      ? [el('p', { class: 'warning', 'data-testid': 'recovery-warning' }, t('recoveryWarning'))]
      : []),
    el('label', {}, t('recoveryPassword'), password),
    ...(parameters.mode === 'create' ? [el('label', {}, t('repeatIt'), confirm)] : []),
    error,
    button,
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    error.textContent = ''
    if (password.value.length < 8) {
      error.textContent = t('passwordTooShort')
      return
    }
    if (parameters.mode === 'create' && password.value !== confirm.value) {
      error.textContent = t('passwordsDiffer')
      return
    }
    button.disabled = true
    button.textContent = parameters.mode === 'create' ? t('creating') : t('unlocking')
    parameters.submit(password.value).catch((failure: Error) => {
      // A wrong password is the visitor's to fix: said in their language (other failures carry their own words).
      error.textContent =
        failure.name === 'WrongRecoveryPasswordError'
          ? t('wrongPassword')
          : failure.message || t('unknownError')
      button.disabled = false
      button.textContent = parameters.mode === 'create' ? t('createWallet') : t('unlockWallet')
    })
  })
  render(form)
  password.focus()
}

/** The frame opened outside an allowed page. */
export function showNotEmbedded(): void {
  render(el('p', { class: 'muted' }, t('notEmbedded')))
}
