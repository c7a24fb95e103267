import { formatUnits } from 'viem'
import { canProveVisibility, guardApproval } from './approvalGuard.js'
import type { RequestDescription } from './describeRequest.js'
import type { FrameStrings } from './i18n/en.js'
import { t } from './i18n/frameTexts.js'
import { el, render } from './ui.js'

// The approval screen: the request as the visitor reads it, with Reject and Approve, drawn on the frame's origin
// (in the frame, or in the approval window the frame opens). Approve counts only once the guard has seen the
// request in full view for a while (approvalGuard.ts).

/** After this long without being able to approve in the frame, the approval window is offered. */
const OFFER_WINDOW_AFTER_MS = 2_000

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
      el('details', {}, el('summary', {}, t('domain')), tree(description.domain)),
    )
  if (description.kind === 'permission') {
    const rows = el('dl', { class: 'rows', 'data-testid': 'approve-permission' })
    rows.append(
      el('dt', {}, t('spendLimit')),
      el('dd', { 'data-testid': 'approve-allowance' }, `${description.allowance} ${description.symbol}`),
      el('dt', {}, t('expires')),
      el('dd', { 'data-testid': 'approve-expiry' }, description.expires),
    )
    return el(
      'div',
      {},
      el('p', { class: 'muted' }, t('permissionText', { symbol: description.symbol })),
      rows,
    )
  }
  if (description.kind === 'calls') {
    const list = el('ol', { class: 'calls', 'data-testid': 'approve-calls' })
    for (const call of description.calls) list.append(el('li', {}, callRows(call, 'ETH')))
    const fee = el('dl', { class: 'rows' })
    fee.append(el('dt', {}, t('networkFee')), el('dd', { 'data-testid': 'approve-fee' }, t('estimating')))
    return el('div', {}, list, fee)
  }
  const rows = callRows(description, description.symbol ?? 'ETH')
  rows.setAttribute('data-testid', 'approve-transaction')
  rows.append(el('dt', {}, t('networkFee')), el('dd', { 'data-testid': 'approve-fee' }, t('estimating')))
  return rows
}

/** The receiver, amount and data size of one transaction or one call of a batch. */
function callRows(call: { to: string | undefined; value: string; data: string | undefined }, symbol: string) {
  const rows = el('dl', { class: 'rows' })
  rows.append(
    el('dt', {}, t('to')),
    el('dd', { class: 'mono', 'data-testid': 'approve-to' }, call.to ?? t('newContract')),
  )
  rows.append(
    el('dt', {}, t('amount')),
    el('dd', { 'data-testid': 'approve-value' }, `${call.value} ${symbol}`),
  )
  if (call.data && call.data !== '0x')
    rows.append(
      el('dt', {}, t('data')),
      el('dd', { class: 'mono' }, t('bytes', { count: (call.data.length - 2) / 2 })),
    )
  return rows
}

/** A request to approve, as the frame and the approval window both show it. */
export type ApprovalRequest = {
  description: RequestDescription
  /** The embedding page's origin, as the browser reported it. */
  origin: string
  appName: string | undefined
  /** The fee in wei once estimated (transactions); 'sponsored' when a paymaster pays it (smart accounts). */
  fee?: Promise<bigint | undefined | 'sponsored'> | 'sponsored' | undefined
}

/** The visitor's answer, and a way to withdraw the question (the request was cancelled or replaced). */
export type Approval = { decision: Promise<boolean>; cancel(): void }

const asks = (kind: RequestDescription['kind']): keyof FrameStrings =>
  kind === 'transaction' || kind === 'calls'
    ? 'asksToSend'
    : kind === 'permission'
      ? 'asksToGrant'
      : 'asksToSign'

function feeText(description: RequestDescription, fee: bigint | undefined | 'sponsored'): string {
  if (fee === 'sponsored') return t('sponsored')
  if (fee === undefined) return t('unknown')
  const symbol = description.kind === 'transaction' ? (description.feeSymbol ?? 'ETH') : 'ETH'
  const decimals = description.kind === 'transaction' ? (description.feeDecimals ?? 18) : 18
  return `${formatUnits(fee, decimals)} ${symbol}`
}

/** The approval card: who asks for what, the request itself, and Reject and Approve (not armed yet). */
function approvalCard(request: ApprovalRequest, gated: boolean) {
  const { description } = request
  const approve = el(
    'button',
    { type: 'button', class: 'primary', 'data-testid': 'approve', 'aria-disabled': 'true' },
    t('approve'),
  )
  const reject = el(
    'button',
    { type: 'button', 'data-testid': 'reject', ...(gated ? { 'aria-disabled': 'true' } : {}) },
    t('reject'),
  )
  const note = el('p', { class: 'muted note', 'data-testid': 'approve-note', hidden: '' })
  const actions = el('div', { class: 'actions' }, reject, approve)
  const body = el(
    'div',
    { class: 'approval-body' },
    requestBody(description),
    ...('smartAccount' in description && description.smartAccount
      ? [
          el(
            'p',
            { class: 'muted', 'data-testid': 'approve-signer' },
            t('signedAs', { address: description.smartAccount }),
          ),
        ]
      : []),
  )
  const card = el(
    'section',
    { class: 'card approval', 'data-testid': 'approve-request' },
    el(
      'header',
      {},
      el('h1', {}, description.title),
      el(
        'p',
        { class: 'muted' },
        t(asks(description.kind), { app: request.appName ?? t('thisSite'), origin: request.origin }),
      ),
    ),
    body,
    el('footer', {}, note, actions),
  )
  return { card, approve, reject, note, actions }
}

/**
 * Shows a request and resolves true on Approve, false on Reject. Only a real click (`isTrusted`: no script, on the
 * page or here, can press the button for the visitor) on an armed Approve counts: in the frame, once the browser
 * has reported the request in full view, unobscured and undistorted, for `VISIBLE_FOR_MS` (IntersectionObserver
 * v2); in the approval window (`mode: 'window'`), once the window has had focus that long. Where the frame cannot
 * prove it is visible (a browser without IntersectionObserver v2, or a page that keeps it covered), the visitor
 * answers in the approval window that `inWindow` opens.
 */
export function showApproval(
  parameters: ApprovalRequest & {
    mode?: 'frame' | 'window'
    /** Asks the same question in the approval window; only a click in this frame may open it. */
    inWindow?: () => Approval
  },
): Approval {
  const { description } = parameters
  const mode = parameters.mode ?? 'frame'
  // Both buttons wait for the first arming where the guard can arm: Chromium itself drops clicks on a frame that
  // observes its visibility for a while after the frame moved (the modal opening), and a button that looks ready
  // must not drop a click. Reject stays ready after that: refusing is always safe.
  const gated = mode === 'window' || canProveVisibility()
  const { card, approve, reject, note, actions } = approvalCard(parameters, gated)
  render(card)

  let settled = false
  let windowed: Approval | undefined
  let settle: (approved: boolean) => void = () => {}
  const decision = new Promise<boolean>((resolve) => {
    settle = (approved) => {
      if (settled) return
      settled = true
      guard.dispose()
      clearTimeout(offer)
      windowed?.cancel()
      resolve(approved)
    }
  })

  const guard = guardApproval({
    card,
    mode,
    onChange(armed) {
      approve.setAttribute('aria-disabled', String(!armed))
      if (armed) reject.removeAttribute('aria-disabled')
      if (armed && !windowed) note.hidden = true
    },
  })

  /** Moves the question to the approval window: this frame then only waits for its answer, or a Reject here. */
  function answerInWindow(): void {
    if (!parameters.inWindow || windowed || settled) return
    try {
      windowed = parameters.inWindow()
    } catch (error) {
      note.textContent = (error as Error).message
      note.hidden = false
      return
    }
    windowed.decision.then(settle)
    note.textContent = t('waitingInWindow')
    note.hidden = false
    actions.replaceChildren(reject)
  }
  const inWindowButton = () => {
    const button = el(
      'button',
      { type: 'button', class: 'link', 'data-testid': 'approve-in-window' },
      t('reviewInWindow'),
    )
    button.addEventListener('click', (event) => {
      if (event.isTrusted) answerInWindow()
    })
    return button
  }

  let offer: ReturnType<typeof setTimeout> | undefined
  if (mode === 'frame' && parameters.inWindow) {
    if (!canProveVisibility()) {
      // Nothing here can show that the visitor sees this frame: the answer is given in the wallet's own window.
      const open = inWindowButton()
      open.className = 'primary'
      actions.replaceChildren(reject, open)
      note.textContent = t('windowForSafety')
      note.hidden = false
    } else {
      offer = setTimeout(() => {
        if (settled || windowed || guard.armed()) return
        note.replaceChildren(`${t('approveUnlocks')} `, inWindowButton())
        note.hidden = false
      }, OFFER_WINDOW_AFTER_MS)
    }
  }

  const fee = parameters.fee === 'sponsored' ? Promise.resolve('sponsored' as const) : parameters.fee
  fee
    ?.then((fee) => {
      const cell = card.querySelector('[data-testid="approve-fee"]')
      if (!cell || settled) return
      cell.textContent = feeText(description, fee)
      // The visitor gets the delay to read what changed before Approve counts.
      guard.changed()
    })
    .catch(() => {})

  approve.addEventListener('click', (event) => {
    if (!event.isTrusted || settled) return
    if (!guard.armed()) {
      // Too early (a click meant for something else, or repeated clicks): it counts nothing and waits again.
      guard.refuse()
      return
    }
    approve.disabled = true
    reject.disabled = true
    approve.textContent = t('signing')
    settle(true)
  })
  reject.addEventListener('click', (event) => {
    if (!event.isTrusted || reject.getAttribute('aria-disabled') === 'true') return
    settle(false)
  })
  return { decision, cancel: () => settle(false) }
}
