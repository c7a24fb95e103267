'use client'
import { sanitizeThemeVariables } from '@latch/core'
import { type ReactNode, useCallback, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLatchSelector } from '../hooks/useLatchSelector.js'
import { getButtonSheet } from './buttonStyles.js'

type Surface = { host: HTMLSpanElement; root: ShadowRoot }

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
 * the same pass as the page rather than one render later.
 */
export function ShadowSurface({ children, name }: { children: ReactNode; name: string }) {
  const [surface] = useState(() => createSurface(name))
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
  return <span ref={mount}>{surface ? createPortal(children, surface.root) : null}</span>
}
