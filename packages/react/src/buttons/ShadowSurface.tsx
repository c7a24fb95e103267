'use client'
import { sanitizeThemeVariables } from '@latch/core'
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLatchSelector } from '../hooks/useLatchSelector.js'
import { getButtonSheet } from './buttonStyles.js'

/**
 * Renders its children in an open shadow root on a host span, so the page's CSS cannot reach them. The
 * theme variables are set on the host through the CSSOM (never a style attribute).
 */
export function ShadowSurface({ children, name }: { children: ReactNode; name: string }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  const host = useRef<HTMLSpanElement | null>(null)
  const themeVariables = useLatchSelector((state) => state.themeVariables)
  const attach = useCallback((element: HTMLSpanElement | null) => {
    host.current = element
    if (!element) return
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    shadow.adoptedStyleSheets = [getButtonSheet()]
    setRoot(shadow)
  }, [])
  useLayoutEffect(() => {
    const element = host.current
    if (!element) return
    const clean = sanitizeThemeVariables(themeVariables)
    for (const [key, value] of Object.entries(clean)) element.style.setProperty(key, value)
    return () => {
      for (const key of Object.keys(clean)) element.style.removeProperty(key)
    }
  }, [themeVariables])
  return (
    <span ref={attach} data-latch-host={name}>
      {root ? createPortal(children, root) : null}
    </span>
  )
}
