import { loadModal } from '../loadModal.js'

/** Handlers that start loading the modal when the visitor points at or focuses a button. */
export const prefetchHandlers = {
  onPointerEnter: () => void loadModal(),
  onFocus: () => void loadModal(),
  onTouchStart: () => void loadModal(),
} as const
