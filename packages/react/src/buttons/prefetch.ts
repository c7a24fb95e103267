import type { Latch } from '@latch/core'
import { getLoadedModal, loadModal } from '../loadModal.js'

/** Handlers that start loading the modal when the visitor points at or focuses a button. */
export const prefetchHandlers = {
  onPointerEnter: () => void loadModal(),
  onFocus: () => void loadModal(),
  onTouchStart: () => void loadModal(),
} as const

/** Runs `fn` with the modal's chunk: at once when it has arrived (it usually has, from the idle prefetch). */
function withModal(fn: (modal: NonNullable<ReturnType<typeof getLoadedModal>>) => void): void {
  const loaded = getLoadedModal()
  if (loaded) fn(loaded)
  else loadModal().then(fn, () => {})
}

/**
 * The connect button's handlers: the modal's code as above, the Connect view's catalogue request on the
 * first sign of a click (the pointer over the button, pointer down, focus, Enter or Space), and the embedded
 * wallet's frame when the pointer comes over the button or on a press (pointer down, Enter or Space), before the
 * click itself. In production the frame is on a site of its own, which the browser gives a process of its own:
 * started while the pointer travels to the press, it is ready when the modal opens.
 */
export function connectHandlers(latch: Latch) {
  const prepare = (pressed: boolean) => withModal((modal) => modal.prepareConnect(latch, { pressed }))
  return {
    ...prefetchHandlers,
    onPointerEnter: () => prepare(true),
    onPointerDown: () => prepare(true),
    onFocus: () => prepare(false),
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Enter' || event.key === ' ') prepare(true)
    },
  }
}
