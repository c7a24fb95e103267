// The frame's own screens, drawn with the DOM on the frame's origin: what the page cannot see or click.

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
    'aria-label': 'Recovery password',
    'data-testid': 'recovery-password',
  })
  const confirm = el('input', {
    type: 'password',
    autocomplete: 'new-password',
    'aria-label': 'Repeat the recovery password',
    'data-testid': 'recovery-password-confirm',
  })
  const error = el('p', { class: 'error', role: 'alert', 'data-testid': 'recovery-error' })
  const button = el(
    'button',
    { type: 'submit', class: 'primary', 'data-testid': 'recovery-submit' },
    parameters.mode === 'create' ? 'Create wallet' : 'Unlock wallet',
  )
  const form = el(
    'form',
    { class: 'card', 'data-testid': `recovery-${parameters.mode}` },
    el('h1', {}, parameters.mode === 'create' ? 'Set a recovery password' : 'Enter your recovery password'),
    el(
      'p',
      { class: 'muted' },
      parameters.mode === 'create'
        ? `Your wallet for ${parameters.email} is created on this device. To open it on another device you will need this password.`
        : `This is a new device for ${parameters.email}. Your recovery password unlocks your wallet here.`,
    ),
    ...(parameters.mode === 'create'
      ? [
          el(
            'p',
            { class: 'warning', 'data-testid': 'recovery-warning' },
            'Nobody can reset it: not us, not this site. If you lose this device and forget this password, the wallet and everything in it are lost.',
          ),
        ]
      : []),
    el('label', {}, 'Recovery password', password),
    ...(parameters.mode === 'create' ? [el('label', {}, 'Repeat it', confirm)] : []),
    error,
    button,
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    error.textContent = ''
    if (password.value.length < 8) {
      error.textContent = 'Use at least 8 characters'
      return
    }
    if (parameters.mode === 'create' && password.value !== confirm.value) {
      error.textContent = 'The passwords do not match'
      return
    }
    button.disabled = true
    button.textContent = parameters.mode === 'create' ? 'Creating…' : 'Unlocking…'
    parameters.submit(password.value).catch((failure: Error) => {
      error.textContent = failure.message || 'An error occurred'
      button.disabled = false
      button.textContent = parameters.mode === 'create' ? 'Create wallet' : 'Unlock wallet'
    })
  })
  render(form)
  password.focus()
}

/** The frame opened outside an allowed page. */
export function showNotEmbedded(): void {
  render(
    el('p', { class: 'muted' }, 'This page is part of a wallet and works only inside the sites that use it.'),
  )
}
