'use client'
import { BaseError, type Latch } from '@latch/core'
import { useContext } from 'react'
import { LatchContext } from '../context.js'

/**
 * The Latch instance given to the nearest `<LatchProvider>`.
 *
 * @example
 * const latch = useLatch()
 */
export function useLatch(): Latch {
  const latch = useContext(LatchContext)
  if (!latch)
    throw new BaseError('LatchProvider not found', { details: 'Wrap the app in <LatchProvider latch={…}>.' })
  return latch
}
