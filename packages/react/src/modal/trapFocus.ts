const FOCUSABLE = 'button:not([disabled]),a[href],input:not([disabled]),[tabindex]:not([tabindex="-1"])'

/** Keeps Tab inside the dialog: from the last control to the first, and back with Shift+Tab. */
export function trapFocus(
  dialog: HTMLDialogElement,
  event: { shiftKey: boolean; preventDefault(): void },
): void {
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  )
  const first = controls[0]
  const last = controls[controls.length - 1]
  if (!first || !last) return
  const active = (dialog.getRootNode() as ShadowRoot).activeElement as HTMLElement | null
  const index = active ? controls.indexOf(active) : -1
  // The card itself (focused on open) sits before every control, so only Shift+Tab needs help from it.
  if (event.shiftKey && index <= 0) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && index === controls.length - 1) {
    event.preventDefault()
    first.focus()
  }
}
