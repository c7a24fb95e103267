import { FrameLoadError } from '@latch/frame-protocol'
import type { Latch } from '../types.js'
import type { FrameClient } from './frame/createFrameClient.js'

type FrameClientModule = typeof import('./frame/createFrameClient.js')
// The code only (no instance's state): one request shared by every instance, forgotten when it fails.
let code: Promise<FrameClientModule> | undefined

/** The frame client's chunk, fetched from the page's own origin; creates no iframe. */
export function loadFrameClientCode(): Promise<FrameClientModule> {
  code ??= import('./frame/createFrameClient.js').catch((cause: unknown) => {
    code = undefined
    throw new FrameLoadError({ cause })
  })
  return code
}

/**
 * The embedded-wallet frame client of an instance, loaded (and its iframe created) on first use: when the
 * e-mail login is used, or a stored e-mail session is restored. Never in the page's first chunk.
 */
export function loadFrameClient(latch: Latch): Promise<FrameClient> {
  const existing = latch.internal.frameClient as Promise<FrameClient> | undefined
  if (existing) return existing
  const promise = loadFrameClientCode().then(({ createFrameClient }) => createFrameClient(latch))
  latch.internal.frameClient = promise
  promise.catch(() => {
    if (latch.internal.frameClient === promise) latch.internal.frameClient = undefined
  })
  return promise
}
