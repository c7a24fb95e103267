import {
  type AppMessenger,
  createAppMessenger,
  FRAME_PROTOCOL_VERSION,
  FrameLoadError,
} from '@latch/frame-protocol'
import type { Latch } from '../../types.js'
import { getModalHost } from '../getModalHost.js'
import { log } from '../log.js'

/**
 * How long the widget waits for the frame's READY before 'Unable to load email login dependency': at most
 * 30 s for a slow network, and 5 s once the frame's page has loaded (its script says READY as it runs, so
 * a page that loaded without it, e.g. refused by its frame-ancestors policy, will not say it later).
 */
const READY_TIMEOUT_MS = 30_000
const READY_AFTER_LOAD_MS = 5_000

/** The embedded wallet's iframe once its page said READY, and the messenger that speaks to it. */
export type MountedFrame = {
  iframe: HTMLIFrameElement
  messenger: AppMessenger
  /** The frame's origin (where its social login callback page lives). */
  origin: string
  /** The chain the frame's wallet starts on: the last one it reported, else the active eip155 network's. */
  chainId: number | string
}

/**
 * Creates the embedded wallet's hidden iframe (the frame's origin, with `projectId`, `chainId`, `version` and
 * `enableLogger`) in the modal's host element and waits for its READY. A frame that never says it is removed
 * and the wait fails with `FrameLoadError`.
 */
export async function mountFrame(latch: Latch): Promise<MountedFrame> {
  const { config } = latch
  const frameUrl = new URL(config.frameUrl ?? 'http://127.0.0.1:8789')
  const state = latch.store.getState()
  const eip155 = config.networks.filter((n) => n.chainNamespace === 'eip155')
  const active = eip155.find((n) => n.caipNetworkId === state.activeCaipNetworkId) ?? eip155[0]
  const chainId: number | string = state.embeddedWallet.chainId ?? active?.id ?? 1
  frameUrl.search = new URLSearchParams({
    projectId: config.projectId,
    chainId: String(chainId),
    version: String(FRAME_PROTOCOL_VERSION),
    enableLogger: String(config.enableFrameLogger === true),
  }).toString()

  const iframe = document.createElement('iframe')
  iframe.title = 'Latch wallet'
  iframe.slot = 'latch-frame'
  iframe.setAttribute('data-testid', 'latch-frame')
  // The frame origin's own powers, used on the visitor's click only: the key export's Copy buttons write the
  // clipboard, and the wallet's passkeys (WebAuthn in a cross-origin frame needs the page's leave).
  iframe.allow = 'clipboard-write; publickey-credentials-get; publickey-credentials-create'
  iframe.style.cssText =
    'display:none;border:0;width:100%;height:440px;color-scheme:normal;background:transparent'
  const messenger = createAppMessenger({
    window,
    frameOrigin: frameUrl.origin,
    getFrame: () => iframe.contentWindow,
    // Only the reason and the message's type: a dropped message may carry an address, a code or a signature.
    onDrop: (reason, data) => log(config, 'debug', 'frame message dropped:', reason, messageType(data)),
  })
  const ready = waitForReady(iframe, messenger)
  iframe.src = frameUrl.toString()
  getModalHost(latch).appendChild(iframe)
  try {
    await ready
  } catch (error) {
    messenger.destroy()
    iframe.remove()
    throw error
  }
  return { iframe, messenger, origin: frameUrl.origin, chainId }
}

/** The `type` of a dropped frame message, when it has one. */
function messageType(data: unknown): string | undefined {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined
  return typeof type === 'string' ? type : undefined
}

/** Resolves on the frame's READY; fails after READY_TIMEOUT_MS, or READY_AFTER_LOAD_MS once its page loaded. */
function waitForReady(iframe: HTMLIFrameElement, messenger: AppMessenger): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let timer = setTimeout(() => reject(new FrameLoadError()), READY_TIMEOUT_MS)
    const loaded = () => {
      clearTimeout(timer)
      timer = setTimeout(() => reject(new FrameLoadError()), READY_AFTER_LOAD_MS)
    }
    iframe.addEventListener('load', loaded, { once: true })
    const off = messenger.on('READY', () => {
      clearTimeout(timer)
      iframe.removeEventListener('load', loaded)
      off()
      resolve()
    })
  })
}
