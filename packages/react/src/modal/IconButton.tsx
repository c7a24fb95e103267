'use client'
import type { ReactNode } from 'react'

/** A square button showing only an icon; `label` is its accessible name. */
export function IconButton({
  label,
  testId,
  onClick,
  children,
}: {
  label: string
  testId?: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button type="button" className="icon-btn" aria-label={label} data-testid={testId} onClick={onClick}>
      {children}
    </button>
  )
}
