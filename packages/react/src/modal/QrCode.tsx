'use client'
import { type ReactNode, useEffect, useState } from 'react'

type Encode = typeof import('uqr').encode
let encoder: Promise<Encode> | undefined

/** The QR encoder loads with the first QR code, not with the modal. */
function loadEncoder(): Promise<Encode> {
  encoder ??= import('uqr').then((module) => module.encode)
  encoder.catch(() => {
    encoder = undefined
  })
  return encoder
}

/** The dark modules of `value` as one SVG path, leaving the centre free for the logo. */
function qrPath(encode: Encode, value: string): { d: string; size: number } {
  // 'Q' keeps the code readable with the centre covered by the logo.
  const { data, size } = encode(value, { ecc: 'Q', border: 0 })
  const hole = Math.floor(size * 0.24) | 1
  const from = Math.floor((size - hole) / 2)
  const to = from + hole
  let d = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return
      if (x >= from && x < to && y >= from && y < to) return
      d += `M${x} ${y}h1v1h-1z`
    })
  })
  return { d, size }
}

/**
 * A QR code of `value` as SVG with `logo` in its centre. It carries the value it encodes in `data-uri`, and
 * shows a placeholder while `value` is not known yet.
 */
export function QrCode({
  value,
  logo,
  label,
  testId = 'wc-qr',
}: {
  value: string | undefined
  logo: ReactNode
  label: string
  testId?: string
}) {
  const [encode, setEncode] = useState<Encode>()
  useEffect(() => {
    let current = true
    // Without the encoder no code is drawn; loadEncoder forgets the failure, so a next mount asks again.
    loadEncoder()
      .then((fn) => current && setEncode(() => fn))
      .catch(() => {})
    return () => {
      current = false
    }
  }, [])
  if (!value || !encode)
    return (
      <div className="qr loading" data-testid={`${testId}-loading`} role="status" aria-busy="true">
        <span className="sr-only">{label}</span>
      </div>
    )
  const { d, size } = qrPath(encode, value)
  return (
    <div className="qr" data-testid={testId} data-uri={value} role="img" aria-label={label}>
      <svg viewBox={`-2 -2 ${size + 4} ${size + 4}`} shapeRendering="crispEdges" aria-hidden="true">
        <rect x="-2" y="-2" width={size + 4} height={size + 4} fill="#fff" />
        <path d={d} fill="#141414" />
      </svg>
      <span className="qr-logo">{logo}</span>
    </div>
  )
}
