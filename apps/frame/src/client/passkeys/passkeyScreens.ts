// The frame's passkey screens: a WebAuthn call from a cross-origin frame needs the visitor's click inside it,
// so the login and the passkeys' management are buttons on the frame's own page.
import type { Passkey } from '@latch/api'
import { t } from '../i18n/frameTexts.js'
import { el, render } from '../ui.js'

/** A failure as the visitor reads it: a canceled or timed-out prompt in their language, else its own words. */
export function describePasskeyFailure(failure: unknown): string {
  const error = failure as { name?: string; message?: string }
  if (error?.name === 'NotAllowedError' || error?.name === 'AbortError') return t('passkeyCanceled')
  return error?.message || t('unknownError')
}

/**
 * The login with a passkey: one button, whose click (inside the frame) starts the browser's prompt. `submit`
 * rejects with the failure to show; the button then works again.
 */
export function showPasskeyLogin(parameters: { submit(): Promise<void> }): void {
  const error = el('p', { class: 'error', role: 'alert', 'data-testid': 'passkey-error' })
  const button = el(
    'button',
    { type: 'button', class: 'primary', 'data-testid': 'passkey-login' },
    t('continueWithPasskey'),
  )
  button.addEventListener('click', () => {
    error.textContent = ''
    button.disabled = true
    button.textContent = t('passkeyWaiting')
    parameters.submit().catch((failure: unknown) => {
      error.textContent = describePasskeyFailure(failure)
      button.disabled = false
      button.textContent = t('continueWithPasskey')
    })
  })
  render(
    el(
      'div',
      { class: 'card', 'data-testid': 'passkey-login-screen' },
      el('h1', {}, t('passkeyLoginTitle')),
      el('p', { class: 'muted' }, t('passkeyLoginText')),
      error,
      button,
    ),
  )
  button.focus()
}

/**
 * The account's passkeys: each with Remove, Add a passkey (the browser's prompt) and Done. Each action rejects
 * with the failure to show; the list is drawn again after each change.
 */
export function showPasskeyManager(parameters: {
  list(): Promise<Passkey[]>
  add(): Promise<void>
  remove(id: string): Promise<void>
  done(): void
}): void {
  const error = el('p', { class: 'error', role: 'alert', 'data-testid': 'passkey-error' })
  const list = el('ul', { class: 'passkeys', 'data-testid': 'passkey-list' })
  const add = el(
    'button',
    { type: 'button', class: 'primary', 'data-testid': 'passkey-add' },
    t('addPasskey'),
  )
  const done = el('button', { type: 'button', 'data-testid': 'passkey-done' }, t('done'))
  const run = (action: () => Promise<void>) => {
    error.textContent = ''
    add.disabled = true
    action()
      .then(draw)
      .catch((failure: unknown) => {
        error.textContent = describePasskeyFailure(failure)
      })
      .finally(() => {
        add.disabled = false
      })
  }
  async function draw() {
    const passkeys = await parameters.list()
    list.replaceChildren(
      ...(passkeys.length === 0 ? [el('li', { class: 'muted' }, t('noPasskeys'))] : []),
      ...passkeys.map((passkey) => {
        const remove = el(
          'button',
          {
            type: 'button',
            'data-testid': 'passkey-remove',
            'aria-label': `${t('removePasskey')} ${passkey.name}`,
          },
          t('removePasskey'),
        )
        remove.addEventListener('click', () => run(() => parameters.remove(passkey.id)))
        return el(
          'li',
          { 'data-testid': 'passkey-item' },
          el('span', {}, passkey.name),
          ...(passkey.recovery
            ? [el('span', { class: 'muted', 'data-testid': 'passkey-recovers' }, t('passkeyRecovers'))]
            : []),
          remove,
        )
      }),
    )
  }
  add.addEventListener('click', () => run(parameters.add))
  done.addEventListener('click', () => parameters.done())
  render(
    el(
      'div',
      { class: 'card', 'data-testid': 'passkey-manager' },
      el('h1', {}, t('passkeysTitle')),
      el('p', { class: 'muted' }, t('passkeysText')),
      list,
      error,
      add,
      done,
    ),
  )
  run(async () => {})
}
