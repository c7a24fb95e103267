import type { Page } from '@playwright/test'

/**
 * Records the pages the widget opens with `window.open` (a wallet's app, its in-app browser) instead of leaving
 * the page; `openedLinks` reads them back in order.
 */
export async function recordOpenedLinks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = []
    ;(window as { openedLinks?: string[] }).openedLinks = opened
    window.open = (url?: string | URL) => {
      opened.push(String(url))
      return null
    }
  })
}

/** The links the page opened so far (see `recordOpenedLinks`). */
export function openedLinks(page: Page): Promise<string[] | undefined> {
  return page.evaluate(() => (window as { openedLinks?: string[] }).openedLinks)
}
