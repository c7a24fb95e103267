// Stroke icons drawn for the modal (24×24 grid, currentColor).
import type { ReactNode } from 'react'

// `forward`: an arrow that points along the reading direction, mirrored in a right-to-left locale.
function Svg({
  children,
  strokeWidth = 2,
  forward = false,
}: {
  children: ReactNode
  strokeWidth?: number
  forward?: boolean
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={forward ? 'forward' : undefined}
    >
      {children}
    </svg>
  )
}

export const CloseIcon = () => (
  <Svg>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
)
export const BackIcon = () => (
  <Svg forward>
    <path d="m15 18-6-6 6-6" />
  </Svg>
)
export const ChevronIcon = () => (
  <Svg forward>
    <path d="m9 18 6-6-6-6" />
  </Svg>
)
export const CopyIcon = () => (
  <Svg>
    <rect x="9" y="9" width="12" height="12" rx="3" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </Svg>
)
export const ExternalIcon = () => (
  <Svg>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
)
export const PowerIcon = () => (
  <Svg>
    <path d="M12 3v8M6.4 6.4a8 8 0 1 0 11.2 0" />
  </Svg>
)
export const AtIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="4" />
    <path d="M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8" />
  </Svg>
)
export const KeyIcon = () => (
  <Svg>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="m10.7 12.3 9.3-9.3M17 6l3 3M14.5 8.5l2.5 2.5" />
  </Svg>
)
export const SendIcon = () => (
  <Svg>
    <path d="M7 17 17 7M8 7h9v9" />
  </Svg>
)
export const SearchIcon = () => (
  <Svg>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
)
export const CheckIcon = () => (
  <Svg strokeWidth={3}>
    <path d="M5 12.5 10 17l9-10" />
  </Svg>
)
export const AlertIcon = () => (
  <Svg>
    <path d="M12 8v5M12 16.5v.01" />
    <circle cx="12" cy="12" r="9" />
  </Svg>
)
export const RetryIcon = () => (
  <Svg>
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />
  </Svg>
)
export const ReceiveIcon = () => (
  <Svg>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Svg>
)
export const ActivityIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
)
export const ArrowUpIcon = () => (
  <Svg>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Svg>
)
export const ArrowDownIcon = () => (
  <Svg>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </Svg>
)
export const SwapIcon = () => (
  <Svg>
    <path d="M7 4 3 8l4 4M3 8h13M17 20l4-4-4-4M21 16H8" />
  </Svg>
)
export const CardIcon = () => (
  <Svg>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </Svg>
)
export const WalletIcon = () => (
  <Svg>
    <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3v3a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V5" />
  </Svg>
)
export const NetworkIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </Svg>
)
export const Ring = () => (
  <svg className="ring" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
    <circle
      cx="48"
      cy="48"
      r="45"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeDasharray="70 213"
    />
  </svg>
)
export const WalletConnectIcon = () => (
  <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <rect width="40" height="40" rx="10" fill="#3396ff" />
    <path
      d="M12.3 15.6c4.3-4.2 11.2-4.2 15.4 0l.5.5a.5.5 0 0 1 0 .8l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7a7.6 7.6 0 0 0-10.6 0l-.8.8a.3.3 0 0 1-.4 0l-1.8-1.8a.5.5 0 0 1 0-.8l.6-.5Zm19 3.5 1.6 1.6a.5.5 0 0 1 0 .8l-7.2 7a.6.6 0 0 1-.8 0l-5.1-5a.1.1 0 0 0-.2 0l-5.1 5a.6.6 0 0 1-.8 0l-7.2-7a.5.5 0 0 1 0-.8l1.6-1.6a.6.6 0 0 1 .8 0l5.1 5c.1.1.2.1.2 0l5.1-5a.6.6 0 0 1 .8 0l5.1 5c.1.1.2.1.2 0l5.1-5a.6.6 0 0 1 .8 0Z"
      fill="#fff"
    />
  </svg>
)
