import { formatUnits } from 'viem'
import type { RequestDescription } from './describeRequest.js'

// The frame's own screens, drawn with the DOM on the frame's origin: what the page cannot see or click.

const root = () => document.getElementById('app') as HTMLElement

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.append(...children)
  return node
}

function render(...children: Node[]): void {
  root().replaceChildren(...children)
}

/** Nothing to show: the frame is hidden in the widget. */
export function showIdle(): void {
  render()
}

function tree(value: unknown): Node {
  if (value === null || typeof value !== 'object') return document.createTextNode(String(value))
  const list = el('dl', { class: 'tree' })
  for (const [key, child] of Object.entries(value as Record<string, unknown>))
    list.append(el('dt', {}, key), el('dd', {}, tree(child)))
  return list
}

function requestBody(description: RequestDescription): Node {
  if (description.kind === 'message')
    return el('pre', { class: 'message', 'data-testid': 'approve-message' }, description.text)
  if (description.kind === 'typedData')
    return el(
      'div',
      { 'data-testid': 'approve-typed-data' },
      el('p', { class: 'muted' }, `${description.primaryType}`),
      tree(description.tree),
      el('details', {}, el('summary', {}, 'Domain'), tree(description.domain)),
    )
  if (description.kind === 'permission') {
    const rows = el('dl', { class: 'rows', 'data-testid': 'approve-permission' })
    rows.append(
      el('dt', {}, 'Spend limit'),
      el('dd', { 'data-testid': 'approve-allowance' }, `${description.allowance} ${description.symbol}`),
      el('dt', {}, 'Expires'),
      el('dd', { 'data-testid': 'approve-expiry' }, description.expires),
    )
    return el(
      'div',
      {},
      el(
        'p',
        { class: 'muted' },
        `Until then, it may send ${description.symbol} from your smart account up to this limit without asking you again.`,
      ),
      rows,
    )
  }
  if (description.kind === 'calls') {
    const list = el('ol', { class: 'calls', 'data-testid': 'approve-calls' })
    for (const call of description.calls) list.append(el('li', {}, callRows(call, 'ETH')))
    const fee = el('dl', { class: 'rows' })
    fee.append(el('dt', {}, 'Network fee'), el('dd', { 'data-testid': 'approve-fee' }, 'Estimating…'))
    return el('div', {}, list, fee)
  }
  const rows = callRows(description, description.symbol ?? 'ETH')
  rows.setAttribute('data-testid', 'approve-transaction')
  rows.append(el('dt', {}, 'Network fee'), el('dd', { 'data-testid': 'approve-fee' }, 'Estimating…'))
  return rows
}

/** The receiver, amount and data size of one transaction or one call of a batch. */
function callRows(call: { to: string | undefined; value: string; data: string | undefined }, symbol: string) {
  const rows = el('dl', { class: 'rows' })
  rows.append(
    el('dt', {}, 'To'),
    el('dd', { class: 'mono', 'data-testid': 'approve-to' }, call.to ?? 'New contract'),
  )
  rows.append(el('dt', {}, 'Amount'), el('dd', { 'data-testid': 'approve-value' }, `${call.value} ${symbol}`))
  if (call.data && call.data !== '0x')
    rows.append(el('dt', {}, 'Data'), el('dd', { class: 'mono' }, `${(call.data.length - 2) / 2} bytes`))
  return rows
}

/**
 * Shows a request and resolves true on Approve, false on Reject. Only a real click in this frame counts
 * (`isTrusted`): no script, on the page or here, can press the button for the visitor.
 */
export function showApproval(parameters: {
  description: RequestDescription
  origin: string
  appName: string | undefined
  /** The fee in wei once estimated (transactions); 'sponsored' when a paymaster pays it (smart accounts). */
  fee?: Promise<bigint | undefined> | 'sponsored' | undefined
}): { decision: Promise<boolean>; cancel(): void } {
  const { description } = parameters
  const approve = el('button', { type: 'button', class: 'primary', 'data-testid': 'approve' }, 'Approve')
  const reject = el('button', { type: 'button', 'data-testid': 'reject' }, 'Reject')
  render(
    el(
      'section',
      { class: 'card', 'data-testid': 'approve-request' },
      el('h1', {}, description.title),
      el(
        'p',
        { class: 'muted' },
        `${parameters.appName ?? 'This site'} (${parameters.origin}) asks your wallet to ${description.kind === 'transaction' || description.kind === 'calls' ? 'send' : description.kind === 'permission' ? 'grant a permission' : 'sign'}:`,
      ),
      requestBody(description),
      ...('smartAccount' in description && description.smartAccount
        ? [
            el(
              'p',
              { class: 'muted', 'data-testid': 'approve-signer' },
              `Signed as your smart account ${description.smartAccount}`,
            ),
          ]
        : []),
      el('div', { class: 'actions' }, reject, approve),
    ),
  )
  const fee = parameters.fee === 'sponsored' ? Promise.resolve('sponsored' as const) : parameters.fee
  fee
    ?.then((fee) => {
      const cell = document.querySelector('[data-testid="approve-fee"]')
      if (!cell) return
      const symbol = description.kind === 'transaction' ? (description.feeSymbol ?? 'ETH') : 'ETH'
      const decimals = description.kind === 'transaction' ? (description.feeDecimals ?? 18) : 18
      cell.textContent =
        fee === 'sponsored'
          ? 'Sponsored'
          : fee === undefined
            ? 'Unknown'
            : `${formatUnits(fee, decimals)} ${symbol}`
    })
    .catch(() => {})
  let settle: (approved: boolean) => void = () => {}
  const decision = new Promise<boolean>((resolve) => {
    settle = resolve
  })
  approve.addEventListener('click', (event) => {
    if (!event.isTrusted) return
    approve.disabled = true
    reject.disabled = true
    approve.textContent = 'Signing…'
    settle(true)
  })
  reject.addEventListener('click', (event) => {
    if (!event.isTrusted) return
    settle(false)
  })
  return { decision, cancel: () => settle(false) }
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
