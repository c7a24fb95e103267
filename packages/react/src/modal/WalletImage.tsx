'use client'
import { type ReactNode, useState } from 'react'

/**
 * A wallet or network icon. The name's initial (or `fallback`) holds the place until the image has loaded and
 * decoded, then the image takes its place in the same box (no blank in between, no shift); a missing or
 * failing image leaves the initial.
 */
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
  // The source that has decoded, and the one that failed: a new `src` starts from the initial again.
  const [decoded, setDecoded] = useState<string>()
  const [failed, setFailed] = useState<string>()
  const image = src && failed !== src ? src : undefined
  const ready = image !== undefined && decoded === image
  return (
    <span className={className} aria-hidden="true">
      {ready ? null : (fallback ?? name.slice(0, 1).toUpperCase())}
      {image ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          className={ready ? 'ready' : undefined}
          onLoad={(event) => {
            // Shown once decoded, so it appears whole in the frame that drops the initial.
            const done = () => setDecoded(image)
            event.currentTarget.decode().then(done, done)
          }}
          onError={() => setFailed(image)}
        />
      ) : null}
    </span>
  )
}
