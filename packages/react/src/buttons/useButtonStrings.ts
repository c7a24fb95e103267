'use client'
import type { Latch } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchSelector } from '../hooks/useLatchSelector.js'
import { type ButtonStrings, englishButtonStrings, loadButtonStrings } from './buttonStrings.js'

/**
 * The texts of the buttons outside the modal in the instance's locale. English renders first, on the server
 * and at hydration; another locale's texts replace it once they arrive.
 */
export function useButtonStrings(latch: Latch): ButtonStrings {
  const locale = useLatchSelector((state) => state.locale)
  const [strings, setStrings] = useState(englishButtonStrings)
  useEffect(() => {
    let current = true
    loadButtonStrings(latch, locale).then(
      (loaded) => current && setStrings(loaded),
      () => {},
    )
    return () => {
      current = false
    }
  }, [latch, locale])
  return strings
}
