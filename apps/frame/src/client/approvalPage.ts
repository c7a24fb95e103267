import './styles.css'
import { showApproval } from './approvalView.js'
import type { ApprovalWindowMessage } from './approvalWindow.js'
import { applyLocale } from './i18n/frameTexts.js'
import { showNotEmbedded } from './ui.js'

// The approval window's page (`/approve`): it shows the request its opener (the wallet's frame, on this same
// origin) posts, and posts back the visitor's answer. Opened by anything else, it shows nothing to approve.

const opener = window.opener as Window | null
const post = (message: ApprovalWindowMessage) => opener?.postMessage(message, location.origin)

if (!opener || opener === window) showNotEmbedded()
else {
  let resolveFee: (fee: bigint | undefined | 'sponsored') => void = () => {}
  addEventListener('message', async (event: MessageEvent) => {
    if (event.source !== opener || event.origin !== location.origin) return
    const message = event.data as ApprovalWindowMessage
    if (message?.type === 'latch:approval-fee') {
      const { fee } = message
      resolveFee(fee.kind === 'wei' ? fee.wei : fee.kind === 'sponsored' ? 'sponsored' : undefined)
      return
    }
    if (message?.type !== 'latch:approval-request') return
    if (message.theme.mode) document.documentElement.dataset.theme = message.theme.mode
    if (message.theme.accent) document.documentElement.style.setProperty('--accent', message.theme.accent)
    const fee = new Promise<bigint | undefined | 'sponsored'>((resolve) => {
      resolveFee = resolve
    })
    await applyLocale(message.locale)
    const shown = showApproval({
      description: message.description,
      origin: message.origin,
      appName: message.appName,
      fee,
      mode: 'window',
    })
    shown.decision.then((approved) => {
      post({ type: 'latch:approval-decision', approved })
    })
  })
  post({ type: 'latch:approval-window-ready' })
}
