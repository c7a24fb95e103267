'use client'
import { sanitizeThemeVariables } from '@latch/core'
import { type ReactNode, useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { useLatchSelector } from '../hooks/useLatchSelector.js'
import { getButtonSheet } from './buttonStyles.js'

type Surface = { host: HTMLSpanElement; root: ShadowRoot }

const never = () => () => {}

function createSurface(name: string): Surface | null {
  // Server rendering has no DOM: the wrapper renders empty and the button appears on hydration.
  if (typeof document === 'undefined') return null
  const host = document.createElement('span')
  host.setAttribute('data-latch-host', name)
  const root = host.attachShadow({ mode: 'open' })
  root.adoptedStyleSheets = [getButtonSheet()]
  return { host, root }
}

/**
 * Renders its children in an open shadow root on a host span, so the page's CSS cannot reach them. The
 * theme variables are set on the host through the CSSOM (never a style attribute).
 *
 * The host and its shadow root exist before the first render, so the button is committed and attached in
 * the same pass as the page rather than one render later. A page rendered on a server has only the empty
 * wrapper in its HTML: while React hydrates it, the surface stays empty too (React would otherwise look for
 * the button in the server's HTML), and the button renders right after.
 */
export function ShadowSurface({ children, name }: { children: ReactNode; name: string }) {
  const [surface] = useState(() => createSurface(name))
  // false while hydrating server HTML, true in every other render.
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
  const themeVariables = useLatchSelector((state) => state.themeVariables)
  const mount = useCallback(
    (wrapper: HTMLSpanElement | null) => {
      if (wrapper && surface && surface.host.parentNode !== wrapper) wrapper.appendChild(surface.host)
    },
    [surface],
  )
  useLayoutEffect(() => {
    if (!surface) return
    const clean = sanitizeThemeVariables(themeVariables)
    for (const [key, value] of Object.entries(clean)) surface.host.style.setProperty(key, value)
    return () => {
      for (const key of Object.keys(clean)) surface.host.style.removeProperty(key)
    }
  }, [surface, themeVariables])
  return <span ref={mount}>{surface && hydrated ? createPortal(children, surface.root) : null}</span>
}
