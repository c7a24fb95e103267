const FOCUSABLE = 'button:not([disabled]),a[href],input:not([disabled]),[tabindex]:not([tabindex="-1"]),slot'

/**
 * The dialog's controls in Tab order. The embedded wallet's frame is a light-DOM child of the modal's host,
 * slotted into the view: it counts where its slot is, so Tab reaches the frame's Approve and Reject.
 */
function controlsOf(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
    .flatMap((el) =>
      el instanceof HTMLSlotElement
        ? el
            .assignedElements()
            .filter((child): child is HTMLIFrameElement => child instanceof HTMLIFrameElement)
        : [el],
    )
    .filter((el) => el.getClientRects().length > 0)
}

/** Keeps Tab inside the dialog: from the last control to the first, and back with Shift+Tab. */
export function trapFocus(
  dialog: HTMLDialogElement,
  event: { shiftKey: boolean; preventDefault(): void },
): void {
  const controls = controlsOf(dialog)
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
