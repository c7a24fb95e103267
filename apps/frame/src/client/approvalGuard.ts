// When a click on Approve counts. The page that embeds the frame lays it out, so it could make an approval
// invisible (opacity 0, an overlay, a filter) over a decoy and let the visitor's click on the decoy land on
// Approve. A click counts only once the visitor has been able to see the request: the approval card in full view,
// unobscured and undistorted, for a while, in a visible tab. In the frame the browser proves that through
// IntersectionObserver v2 (`trackVisibility`, `isVisible`); in the approval window, a top-level page of the
// frame's own origin that no other page can cover, by the window having focus.

/**
 * How long the card must have been in full view, unobscured and undistorted, before a click approves. Chromium
 * itself drops input to a cross-origin frame that observes its visibility for about 500 ms after the frame moved
 * (the modal opening moves it); 700 ms keeps a ready button from dropping a click, with room to spare.
 */
export const VISIBLE_FOR_MS = 700
/**
 * How long after the card appears or changes, the frame or window becomes visible again, or a click comes too
 * early, before a click approves: a visitor who clicks repeatedly (a double click, a game) never approves by it.
 */
export const ARM_DELAY_MS = 500
/** How often the browser recomputes visibility for the observer (the smallest delay it accepts is 100 ms). */
const OBSERVER_DELAY_MS = 100

/** Whether this browser can prove an element inside a frame is visible (IntersectionObserver v2). */
export function canProveVisibility(): boolean {
  return (
    typeof IntersectionObserver === 'function' &&
    typeof IntersectionObserverEntry === 'function' &&
    'isVisible' in IntersectionObserverEntry.prototype
  )
}

export type ApprovalGuard = {
  /** Whether a click now counts; pending visibility reports are taken first. */
  armed(): boolean
  /** A click that came before the guard armed: the delay starts again. */
  refuse(): void
  /** The card's content changed (a fee estimated): the visitor gets the delay to read it. */
  changed(): void
  dispose(): void
}

export type GuardApprovalParameters = {
  /** The approval card. */
  card: HTMLElement
  /** 'frame': inside the page's iframe, proven by IntersectionObserver v2; 'window': the frame's own window. */
  mode: 'frame' | 'window'
  onChange(armed: boolean): void
  now?: () => number
}

/**
 * Watches `card` and reports when a click on its Approve button counts.
 *
 * @example
 * const guard = guardApproval({ card, mode: 'frame', onChange: (armed) => approve.setAttribute('aria-disabled', String(!armed)) })
 * approve.addEventListener('click', (event) => event.isTrusted && guard.armed() && settle(true))
 */
export function guardApproval(parameters: GuardApprovalParameters): ApprovalGuard {
  const { card, mode, onChange } = parameters
  const now = parameters.now ?? (() => performance.now())
  /** When the delay last started: the card shown or changed, the page visible again, a click too early. */
  let restartedAt = now()
  /** Since when the card (frame) or the window (window) has been seen without a break; undefined: not now. */
  let seenSince: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let reported: boolean | undefined

  const armedAt = () =>
    seenSince === undefined || document.visibilityState !== 'visible'
      ? undefined
      : Math.max(restartedAt + ARM_DELAY_MS, seenSince + VISIBLE_FOR_MS)

  function update(): void {
    clearTimeout(timer)
    const at = armedAt()
    const armed = at !== undefined && now() >= at
    if (at !== undefined && !armed) timer = setTimeout(update, Math.max(0, at - now()) + 1)
    if (armed !== reported) {
      reported = armed
      onChange(armed)
    }
  }

  function seen(visible: boolean): void {
    if (!visible) seenSince = undefined
    else seenSince ??= now()
  }

  let observer: IntersectionObserver | undefined
  const observed = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries)
      seen(
        entry.isIntersecting &&
          entry.intersectionRatio >= 0.99 &&
          (entry as IntersectionObserverEntry & { isVisible?: boolean }).isVisible === true,
      )
  }
  if (mode === 'frame') {
    // Without v2 nothing proves the card visible, so it never arms: the approval goes to a window instead.
    if (canProveVisibility()) {
      observer = new IntersectionObserver(
        (entries) => {
          observed(entries)
          update()
        },
        {
          threshold: [0, 0.99, 1],
          trackVisibility: true,
          delay: OBSERVER_DELAY_MS,
        } as IntersectionObserverInit,
      )
      observer.observe(card)
    }
  } else {
    seen(document.hasFocus())
  }

  const onVisibility = () => {
    if (document.visibilityState === 'visible') restartedAt = now()
    else if (mode === 'window') seen(false)
    update()
  }
  const onFocus = () => {
    seen(true)
    update()
  }
  const onBlur = () => {
    seen(false)
    update()
  }
  document.addEventListener('visibilitychange', onVisibility)
  if (mode === 'window') {
    addEventListener('focus', onFocus)
    addEventListener('blur', onBlur)
  }
  update()

  return {
    armed() {
      if (observer) observed(observer.takeRecords())
      update()
      return reported === true
    },
    refuse() {
      restartedAt = now()
      update()
    },
    changed() {
      restartedAt = now()
      update()
    },
    dispose() {
      clearTimeout(timer)
      observer?.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
      removeEventListener('focus', onFocus)
      removeEventListener('blur', onBlur)
    },
  }
}
