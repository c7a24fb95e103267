import type { Latch } from '@latch/core'

/** The buttons' texts: English is bundled, another locale's come with the modal's texts. */
export type ButtonStrings = {
  connectWallet: string
  connecting: string
  switchNetwork: string
  account: string
  network: string
}

export const englishButtonStrings: ButtonStrings = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  switchNetwork: 'Switch Network',
  account: 'Account',
  network: 'Network',
}

/** Whether the page may be in another language than English: a locale set, or the browser's first language. */
function mayTranslate(latch: Latch, locale: string): boolean {
  if (locale !== 'en') return true
  if (latch.config.locale !== undefined || typeof navigator === 'undefined') return false
  return !/^en\b/i.test(navigator.languages?.[0] ?? navigator.language ?? 'en')
}

/**
 * The buttons' texts in the instance's locale (set by the dApp, else detected from the browser as the modal
 * does): English at once, another locale's once they arrive, a few kilobytes shared with the modal.
 */
export async function loadButtonStrings(latch: Latch, locale: string): Promise<ButtonStrings> {
  if (!mayTranslate(latch, locale)) return englishButtonStrings
  const { prepareLocale } = await import('../modal/i18n/prepareLocale.js')
  return prepareLocale(latch)
}
