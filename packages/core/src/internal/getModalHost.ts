import type { Latch } from '../types.js'

/**
 * The page element of an instance's modal: the UI layer attaches its shadow root to it, and the embedded
 * wallet's iframe is its light-DOM child, slotted into the modal when it must be seen. Moving an iframe in
 * the DOM reloads it; a slot only changes where it renders, so the frame keeps its state.
 */
export function getModalHost(latch: Latch): HTMLElement {
  const existing = latch.internal.modalHost
  if (existing?.isConnected) return existing
  const host = document.createElement('div')
  host.setAttribute('data-latch-modal', latch.config.projectId)
  document.body.appendChild(host)
  latch.internal.modalHost = host
  return host
}
