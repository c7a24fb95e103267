'use client'
import { type ReactNode, useState } from 'react'

/** A wallet or network icon, falling back to the name's initial when the image is missing or fails. */
export function WalletImage({
  src,
  name,
  className = 'wimg',
  fallback,
}: {
  src?: string | undefined
  name: string
  className?: string
  fallback?: ReactNode
}) {
  const [failed, setFailed] = useState(false)
  return (
    <span className={className} aria-hidden="true">
      {src && !failed ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setFailed(true)}
        />
      ) : (
        (fallback ?? name.slice(0, 1).toUpperCase())
      )}
    </span>
  )
}
