import type { Latch } from '@latch/core'

// The provider's window of each instance's purchase in progress, so the progress view can close or reopen it.
const popups = new WeakMap<Latch, Window>()

/** Size of the provider's window (AppKit's). */
const features = 'width=600,height=800,scrollbars=yes'

/**
 * Opens the provider's window at once, from the click (a window opened after an await is blocked), blank
 * until the purchase's URL is known. Null when the browser blocked it.
 */
export function openOnrampPopup(latch: Latch): Window | null {
  const popup = window.open('about:blank', 'latch-onramp', features)
  if (popup) popups.set(latch, popup)
  return popup
}

export function getOnrampPopup(latch: Latch): Window | undefined {
  const popup = popups.get(latch)
  return popup && !popup.closed ? popup : undefined
}

export function closeOnrampPopup(latch: Latch): void {
  popups.get(latch)?.close()
  popups.delete(latch)
}
