import { AxeBuilder } from '@axe-core/playwright'
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test'

/** WCAG 2.1 level AA, as axe tags its rules. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * A rule that axe reports on one element where a person reading the page meets no barrier. Each is waived for
 * that element alone (matched on the end of its selector), never for the rule as a whole.
 */
type Waiver = { rule: string; target: RegExp; why: string }

const waivers: Waiver[] = []

type AxeTarget = readonly (string | readonly string[])[]

/** An element's path as axe gives it: shadow roots joined by `>>>`, frames by `|frame|`. */
const selectorOf = (target: AxeTarget) =>
  target.map((part) => (typeof part === 'string' ? part : part.join(' >>> '))).join(' |frame| ')

/**
 * Waits until the modal is still: the dialog's opening animation (a scale and a fade, which would change the
 * colours axe measures) has ended. Looping animations, such as a spinner, never end and are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page
    .locator('[data-latch-modal]')
    .evaluate((host) =>
      Promise.all(
        (host.shadowRoot?.getAnimations?.() ?? document.getAnimations())
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    )
}

/**
 * Waits until every image of the open modal that shows has loaded (or failed), so a picture never catches one
 * arriving. An image its scroller keeps out of view (a long wallet grid) is lazy and may never load: it is not in
 * the picture, so it is not waited for.
 */
async function imagesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.locator('dialog[open] img').evaluateAll((images) =>
        Promise.all(
          images.map((image) =>
            (image as HTMLImageElement).complete
              ? true
              : new Promise<boolean>((resolve) => {
                  const observer = new IntersectionObserver(([entry]) => {
                    observer.disconnect()
                    resolve(!entry?.isIntersecting)
                  })
                  observer.observe(image)
                }),
          ),
        ).then((ready) => ready.every(Boolean)),
      ),
    )
    .toBe(true)
}

const fileName = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * On each view a test walks to: a picture of the modal's card (with the embedded wallet's frame when it shows)
 * compared with the committed baseline (a changed pixel fails, the expected, actual and diff images saved in the
 * test's output), and axe over the modal and the frame, every violation kept, so one run reports them all, each
 * readably: the view, the rule, the element and what to fix. `mask` covers what the chain or the moment decides
 * (balances, fees, an activity list, a random e-mail address, a pairing QR code); `hide` makes invisible what
 * shows only on some runs, in place.
 */
export class AxeAudit {
  readonly violations: string[] = []
  readonly checked: string[] = []

  constructor(
    readonly page: Page,
    readonly label: string,
  ) {}

  async check(view: string, options: { mask?: Locator[]; hide?: string[] } = {}): Promise<void> {
    await settled(this.page)
    await imagesLoaded(this.page)
    await expect
      .soft(this.page.locator('dialog[open] > .card'), `${this.label} · ${view} looks as its baseline`)
      .toHaveScreenshot(`${fileName(this.label)}-${fileName(view)}.png`, {
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        mask: options.mask ?? [],
        maskColor: '#ff00ff',
        // What shows only on some runs is made invisible in place (the stylesheet reaches the shadow root and frames).
        ...(options.hide ? { style: `${options.hide.join(',')}{visibility:hidden!important}` } : {}),
      })
    const results = await new AxeBuilder({ page: this.page })
      .include('[data-latch-modal]')
      .withTags(WCAG_21_AA)
      .analyze()
    this.checked.push(view)
    for (const violation of results.violations)
      for (const node of violation.nodes) {
        const selector = selectorOf(node.target as AxeTarget)
        if (waivers.some((w) => w.rule === violation.id && w.target.test(selector))) continue
        this.violations.push(
          [
            `${this.label} · ${view}: ${violation.id} (${violation.impact ?? 'no impact given'}) ${violation.help}`,
            `  at ${selector}`,
            `  ${node.html.slice(0, 200)}`,
            ...(node.failureSummary ?? '').split('\n').map((line) => `  ${line}`),
          ].join('\n'),
        )
      }
  }

  /** Fails the test with every violation found on the way, one block each. */
  expectNone(): void {
    expect(this.violations, `axe on ${this.checked.join(', ')}:\n\n${this.violations.join('\n\n')}`).toEqual(
      [],
    )
  }
}

/** The `data-testid` of the element that has focus, looking through the open shadow roots on the way. */
export const focusedTestId = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
    return el?.getAttribute('data-testid') ?? null
  })

/** Presses Tab until the element with `testId` has focus (in the page, or in `frame` when given). */
export async function tabTo(page: Page, testId: string, frame?: FrameLocator, presses = 40): Promise<void> {
  const focused = () =>
    frame
      ? frame
          .locator('body')
          .evaluate(() => (document.hasFocus() ? document.activeElement?.getAttribute('data-testid') : null))
      : focusedTestId(page)
  for (let i = 0; i < presses; i++) {
    if ((await focused()) === testId) return
    await page.keyboard.press('Tab')
  }
  expect(await focused(), `Tab reaches ${testId}`).toBe(testId)
}
