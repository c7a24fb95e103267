import { FrameError } from '@latch/frame-protocol'
import type { Approval, ApprovalRequest } from './approvalView.js'
import type { RequestDescription } from './describeRequest.js'
import { frameLocale } from './i18n/frameTexts.js'

// The approval window: a top-level window of the frame's own origin (`/approve`), opened by the frame from a
// click in it. No page can lay it out or cover it, so it is where the visitor answers when the frame cannot prove
// that it is visible. It holds no key: the frame posts it the request to show and takes back the answer; the
// key is combined in the frame, as for an approval given in the frame.

/** The messages between the frame and its approval window, both on the frame's origin. */
export type ApprovalWindowMessage =
  | { type: 'latch:approval-window-ready' }
  | {
      type: 'latch:approval-request'
      description: RequestDescription
      origin: string
      appName: string | undefined
      theme: { mode: string | undefined; accent: string }
      /** The frame's locale: the window shows the request in the same language. */
      locale: string
    }
  | {
      type: 'latch:approval-fee'
      fee: { kind: 'wei'; wei: bigint } | { kind: 'sponsored' } | { kind: 'unknown' }
    }
  | { type: 'latch:approval-decision'; approved: boolean }

const WINDOW_FEATURES = 'popup,width=420,height=640'
/** How often the frame looks whether the visitor closed the window without answering. */
const CLOSED_POLL_MS = 300

/**
 * Opens the approval window for `request` and resolves with the visitor's answer there; a closed window is a
 * Reject. Call it from a click in the frame: browsers open windows only on a visitor's gesture.
 */
export function openApprovalWindow(request: ApprovalRequest): Approval {
  // A name nobody can guess: the embedding page cannot reach the window by it and navigate it elsewhere.
  const name = `latch-approval-${crypto.randomUUID()}`
  const opened = window.open(new URL('/approve', location.origin), name, WINDOW_FEATURES)
  if (!opened) throw new FrameError('Allow pop-ups for this site to review the request in the wallet window.')
  const popup: Window = opened

  let done = false
  let resolveDecision: (approved: boolean) => void = () => {}
  const decision = new Promise<boolean>((resolve) => {
    resolveDecision = resolve
  })
  const post = (message: ApprovalWindowMessage) => popup.postMessage(message, location.origin)

  function finish(approved: boolean): void {
    if (done) return
    done = true
    removeEventListener('message', onMessage)
    clearInterval(poll)
    if (!popup.closed) popup.close()
    resolveDecision(approved)
  }

  function onMessage(event: MessageEvent): void {
    // Only the window opened here, on this origin: not the embedding page, not another window of this origin.
    if (event.source !== popup || event.origin !== location.origin) return
    const message = event.data as ApprovalWindowMessage
    if (message?.type === 'latch:approval-window-ready') {
      post({
        type: 'latch:approval-request',
        description: request.description,
        origin: request.origin,
        appName: request.appName,
        locale: frameLocale(),
        theme: {
          mode: document.documentElement.dataset.theme,
          accent: document.documentElement.style.getPropertyValue('--accent'),
        },
      })
      const fee = request.fee === 'sponsored' ? Promise.resolve('sponsored' as const) : request.fee
      fee
        ?.then((value) =>
          post({
            type: 'latch:approval-fee',
            fee:
              value === 'sponsored'
                ? { kind: 'sponsored' }
                : value === undefined
                  ? { kind: 'unknown' }
                  : { kind: 'wei', wei: value },
          }),
        )
        .catch(() => post({ type: 'latch:approval-fee', fee: { kind: 'unknown' } }))
    } else if (message?.type === 'latch:approval-decision') finish(message.approved === true)
  }
  addEventListener('message', onMessage)
  const poll = setInterval(() => {
    if (popup.closed) finish(false)
  }, CLOSED_POLL_MS)
  return { decision, cancel: () => finish(false) }
}
