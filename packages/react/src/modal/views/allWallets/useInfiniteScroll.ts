'use client'
import { type RefObject, useEffect } from 'react'

/**
 * Calls `loadNext` when the sentinel comes within 200 px of the bottom of the scrolling grid. The sentinel
 * exists only while more pages remain, so the observer follows `more`; without IntersectionObserver the
 * view offers a button instead.
 */
export function useInfiniteScroll(
  refs: { grid: RefObject<HTMLDivElement | null>; sentinel: RefObject<HTMLDivElement | null> },
  more: boolean,
  loadNext: () => void,
): void {
  const { grid, sentinel } = refs
  useEffect(() => {
    const element = sentinel.current
    if (!more || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadNext(),
      { root: grid.current, rootMargin: '0px 0px 200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [grid, sentinel, loadNext, more])
}
