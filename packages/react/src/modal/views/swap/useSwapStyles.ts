'use client'
import { useLayoutEffect, useRef } from 'react'
import { swapCss } from './swapCss.js'

let sheet: CSSStyleSheet | undefined

/** Adopts the swap styles into the modal's shadow root once. */
export function useSwapStyles() {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode()
    if (!(root instanceof ShadowRoot)) return
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(swapCss)
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  }, [])
  return ref
}
