import type { Page, TestInfo } from '@playwright/test'

/** A picture of the page at its desktop size and at a phone's (390x844), in the test's output folder. */
export async function look(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const size = page.viewportSize()
  await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`) })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath(`${name}-390x844.png`) })
  if (size) await page.setViewportSize(size)
}
