import type { Page } from '@playwright/test'

// Driving a page without Playwright's locators and waitForFunction: both inject Playwright's own script (two
// strings of about 323 KiB) into the page, and into each frame as it loads, evaluated on the renderer's main
// thread. A visitor's browser never runs it; a timing or heap figure taken under it counts the driver.

/** Polls the page's `__bench` mark `name` with plain evaluations until it is set, and returns it. */
export async function pollMark(page: Page, name: string, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await page.evaluate(
      (key) => (window as unknown as { __bench: Record<string, number> }).__bench[key],
      name,
    )
    if (value) return value
    if (Date.now() > deadline) throw new Error(`the page never set its ${name} mark`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** The centre of the first element matching `selector`, in the document or in any open shadow root. */
export async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.evaluate((css) => {
    const find = (root: Document | ShadowRoot): Element | null => {
      const hit = root.querySelector(css)
      if (hit) return hit
      for (const host of root.querySelectorAll('*')) {
        const inner = host.shadowRoot ? find(host.shadowRoot) : null
        if (inner) return inner
      }
      return null
    }
    const rect = find(document)?.getBoundingClientRect()
    return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : undefined
  }, selector)
  if (!box) throw new Error(`no ${selector} on the page`)
  return box
}
