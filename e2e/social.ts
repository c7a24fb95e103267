// Social logins in the e2e specs and the benchmark: the widget's provider buttons and the local provider's
// sandbox login page, as a visitor uses them.
import { expect, type Page } from '@playwright/test'
import { ModalPage } from './pages/modal.js'

export const SOCIAL_NAMES = {
  google: 'Google',
  github: 'GitHub',
  x: 'X',
  discord: 'Discord',
  apple: 'Apple',
  facebook: 'Facebook',
}
export type SocialProviderName = keyof typeof SOCIAL_NAMES

/** Presses the provider's button on Connect (opening 'More' when it waits there) and returns the popup. */
export async function pressSocial(page: Page, provider: SocialProviderName): Promise<Page> {
  const modal = new ModalPage(page)
  if (!(await modal.view('Connect').isVisible())) await modal.open()
  const button = page.getByTestId(`social-${provider}`)
  if (!(await button.isVisible())) await page.getByTestId('social-more').click()
  const popup = page.waitForEvent('popup')
  await button.click()
  return popup
}

/** Types the user name on the local provider's sandbox login page. */
export async function signInAtProvider(
  popup: Page,
  provider: SocialProviderName,
  user: string,
): Promise<void> {
  await expect(popup.getByRole('heading')).toHaveText(`Sign in with ${provider}`)
  await popup.getByLabel('User name').fill(user)
  await popup.getByRole('button', { name: 'Sign in' }).click()
}
