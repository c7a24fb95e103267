// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ARM_DELAY_MS, guardApproval, VISIBLE_FOR_MS } from './approvalGuard.js'

/** IntersectionObserver v2 as the browser drives it: the test reports what the browser would compute. */
class FakeObserver {
  static last: FakeObserver | undefined
  queued: IntersectionObserverEntry[] = []
  constructor(readonly callback: (entries: IntersectionObserverEntry[]) => void) {
    FakeObserver.last = this
  }
  observe() {}
  disconnect() {}
  takeRecords() {
    return this.queued.splice(0)
  }
  /** The browser's report: delivered now, or only queued (computed, not yet delivered). */
  report(seen: { visible: boolean; ratio?: number }, delivery: 'now' | 'queued' = 'now') {
    const ratio = seen.ratio ?? 1
    const entry = { isIntersecting: ratio > 0, intersectionRatio: ratio, isVisible: seen.visible }
    if (delivery === 'queued') this.queued.push(entry as unknown as IntersectionObserverEntry)
    else this.callback([entry as unknown as IntersectionObserverEntry])
  }
}

function guard(mode: 'frame' | 'window') {
  const changes: boolean[] = []
  const card = document.createElement('section')
  const approval = guardApproval({
    card,
    mode,
    onChange: (armed) => changes.push(armed),
    now: () => Date.now(),
  })
  return { approval, changes, observer: FakeObserver.last }
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeObserver.last = undefined
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal(
    'IntersectionObserverEntry',
    class {
      get isVisible() {
        return false
      }
    },
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('guardApproval in the frame (IntersectionObserver v2)', () => {
  it('arms only once the card has been fully visible for the whole interval, and disarms when it is not', () => {
    const { approval, changes, observer } = guard('frame')
    expect(approval.armed()).toBe(false)
    // Long after it appeared, but never reported visible: a hidden frame never arms.
    vi.advanceTimersByTime(5_000)
    expect(approval.armed()).toBe(false)

    observer?.report({ visible: true })
    vi.advanceTimersByTime(VISIBLE_FOR_MS - 1)
    expect(approval.armed()).toBe(false)
    vi.advanceTimersByTime(2)
    expect(approval.armed()).toBe(true)
    expect(changes).toEqual([false, true])

    // Covered or made transparent: at once unarmed, and the full interval again once it is seen.
    observer?.report({ visible: false })
    expect(approval.armed()).toBe(false)
    observer?.report({ visible: true })
    vi.advanceTimersByTime(VISIBLE_FOR_MS - 1)
    expect(approval.armed()).toBe(false)
    vi.advanceTimersByTime(2)
    expect(approval.armed()).toBe(true)
  })

  it('takes a visibility report the browser computed but has not delivered before a click counts', () => {
    const { approval, observer } = guard('frame')
    observer?.report({ visible: true })
    vi.advanceTimersByTime(ARM_DELAY_MS + VISIBLE_FOR_MS)
    expect(approval.armed()).toBe(true)
    observer?.report({ visible: false }, 'queued')
    expect(approval.armed()).toBe(false)
  })

  it('does not arm while only part of the card is in view', () => {
    const { approval, observer } = guard('frame')
    observer?.report({ visible: true, ratio: 0.6 })
    vi.advanceTimersByTime(5_000)
    expect(approval.armed()).toBe(false)
  })

  it('waits the arming delay after it appears, after a change, and after a click that came too early', () => {
    const { approval, observer } = guard('frame')
    observer?.report({ visible: true })
    vi.advanceTimersByTime(VISIBLE_FOR_MS + 1)
    expect(approval.armed()).toBe(true)

    approval.changed()
    expect(approval.armed()).toBe(false)
    vi.advanceTimersByTime(ARM_DELAY_MS + 1)
    expect(approval.armed()).toBe(true)

    // Clicks every 300 ms from the moment it changed (a double click, a game) never find it armed.
    approval.changed()
    for (let click = 0; click < 10; click++) {
      vi.advanceTimersByTime(300)
      expect(approval.armed()).toBe(false)
      approval.refuse()
    }
    vi.advanceTimersByTime(ARM_DELAY_MS + 1)
    expect(approval.armed()).toBe(true)
  })

  it('never arms where the browser cannot prove visibility', () => {
    vi.stubGlobal('IntersectionObserverEntry', class {})
    const { approval, observer } = guard('frame')
    expect(observer).toBeUndefined()
    vi.advanceTimersByTime(10_000)
    expect(approval.armed()).toBe(false)
  })

  it('starts the delay again when the tab is shown again', () => {
    const { approval, observer } = guard('frame')
    observer?.report({ visible: true })
    vi.advanceTimersByTime(VISIBLE_FOR_MS + 1)
    expect(approval.armed()).toBe(true)
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(approval.armed()).toBe(false)
    visibility.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(approval.armed()).toBe(false)
    vi.advanceTimersByTime(ARM_DELAY_MS + 1)
    expect(approval.armed()).toBe(true)
  })
})

describe('guardApproval in the approval window', () => {
  it('arms once the window has had focus for the interval, and not while it has none', () => {
    const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    const { approval } = guard('window')
    vi.advanceTimersByTime(5_000)
    expect(approval.armed()).toBe(false)

    focus.mockReturnValue(true)
    window.dispatchEvent(new Event('focus'))
    vi.advanceTimersByTime(VISIBLE_FOR_MS - 1)
    expect(approval.armed()).toBe(false)
    vi.advanceTimersByTime(2)
    expect(approval.armed()).toBe(true)

    window.dispatchEvent(new Event('blur'))
    expect(approval.armed()).toBe(false)
    window.dispatchEvent(new Event('focus'))
    expect(approval.armed()).toBe(false)
    vi.advanceTimersByTime(VISIBLE_FOR_MS + 1)
    expect(approval.armed()).toBe(true)
    approval.dispose()
  })
})
