import type { Page } from '@playwright/test'
import { expect } from './fixtures.js'
import type { ModalPage } from './pages/modal.js'

/** This month's heading in Activity (the year only when it is not the current one, which now it is). */
const thisMonth = () => new Intl.DateTimeFormat('en', { month: 'long' }).format(new Date())

/** Opens Activity from Account and expects the newest item to describe `text`, confirmed, under this month. */
export async function expectInActivity(page: Page, modal: ModalPage, text: RegExp) {
  await page.getByTestId('account-activity').click()
  const activity = modal.view('Activity')
  const newest = activity.getByTestId('activity-item').first()
  await expect(newest.getByTestId('activity-item-description')).toHaveText(text)
  await expect(newest).toHaveAttribute('data-status', 'confirmed')
  await expect(activity.getByTestId('activity-group-title').first()).toHaveText(thisMonth())
  await page.getByTestId('modal-back').click()
}
