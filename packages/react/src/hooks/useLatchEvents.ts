'use client'
import { type LatchEvent, watchEvents } from '@latch/core'
import { useEffect, useRef } from 'react'
import { useLatch } from './useLatch.js'
import { useLatchSelector } from './useLatchSelector.js'

export type UseLatchEventsReturnType = { events: readonly LatchEvent[]; lastEvent: LatchEvent | undefined }

/**
 * The product's events (MODAL_OPEN, CONNECT_SUCCESS, …): the recent ones, and an optional callback per event.
 *
 * @example
 * const { lastEvent } = useLatchEvents((event) => console.log(event.event))
 */
export function useLatchEvents(onEvent?: (event: LatchEvent) => void): UseLatchEventsReturnType {
  const latch = useLatch()
  const callback = useRef(onEvent)
  callback.current = onEvent
  useEffect(() => watchEvents(latch, { onEvent: (event) => callback.current?.(event) }), [latch])
  return useLatchSelector((state) => ({
    events: state.events,
    lastEvent: state.events[state.events.length - 1],
  }))
}
