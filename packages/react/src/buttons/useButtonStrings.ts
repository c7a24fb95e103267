'use client'
import type { Latch } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchSelector } from '../hooks/useLatchSelector.js'

/** The buttons' texts: English is bundled, another locale's come with the modal's texts. */
export type ButtonStrings = {
  connectWallet: string
  connecting: string
  switchNetwork: string
  account: string
  network: string
}

const english: ButtonStrings = {
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
 * The texts of the buttons outside the modal in the instance's locale (set by the dApp, else detected from the
 * browser as the modal does). English renders first, on the server and at hydration; another locale's texts
 * replace it once they arrive, a few kilobytes shared with the modal.
 */
export function useButtonStrings(latch: Latch): ButtonStrings {
  const locale = useLatchSelector((state) => state.locale)
  const [strings, setStrings] = useState(english)
  useEffect(() => {
    if (!mayTranslate(latch, locale)) return setStrings(english)
    let current = true
    import('../modal/i18n/prepareLocale.js')
      .then(({ prepareLocale }) => prepareLocale(latch))
      .then(
        (loaded) => current && setStrings(loaded),
        () => {},
      )
    return () => {
      current = false
    }
  }, [latch, locale])
  return strings
}
