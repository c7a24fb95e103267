'use client'
import type { ReactNode } from 'react'
import { ChevronIcon } from '../icons.js'

/** A row that opens another view: an icon, a label and a chevron (Account's actions, Connect's collapsed wallets). */
export function ActionRow(props: {
  testId: string
  icon: ReactNode
  label: string
  onClick(): void
  /** Set while the row's action is in flight (the Send row while the wallet is asked). */
  busy?: boolean
  disabled?: boolean
  /** Starts loading the target view's code when the pointer or focus arrives, ahead of the click. */
  onPrefetch?(): void
}) {
  return (
    <button
      type="button"
      className="row"
      data-testid={props.testId}
      aria-busy={props.busy}
      disabled={props.disabled}
      onClick={props.onClick}
      onPointerEnter={props.onPrefetch}
      onFocus={props.onPrefetch}
    >
      <span className="lead">{props.icon}</span>
      <span className="name">{props.label}</span>
      <span className="trail">
        <ChevronIcon />
      </span>
    </button>
  )
}
