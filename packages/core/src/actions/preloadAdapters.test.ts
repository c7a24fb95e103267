import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { createTestAdapter, createTestWallet, devnet } from '../test/testAdapter.js'
import { preloadAdapters } from './preloadAdapters.js'

function make() {
  const adapter = createTestAdapter(createTestWallet())
  const load = vi.spyOn(adapter, 'load')
  const latch = createLatch({
    projectId: 'test',
    networks: [devnet],
    adapters: [adapter],
    storage: null,
    features: { analytics: false },
  })
  return { latch, load }
}

/** A frame client still starting, and the way to settle it. */
function startingFrame() {
  let settle: { resolve(): void; reject(): void } = { resolve() {}, reject() {} }
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject }
  })
  promise.catch(() => {})
  return { promise, settle }
}

describe('preloadAdapters', () => {
  it('loads every runtime at once when no frame is starting', () => {
    const { latch, load } = make()
    preloadAdapters(latch)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('waits for a starting embedded wallet frame to be ready', async () => {
    const { latch, load } = make()
    const frame = startingFrame()
    latch.internal.frameClient = frame.promise
    preloadAdapters(latch)
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    frame.settle.resolve()
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  })

  it('loads the runtimes when the frame fails to start', async () => {
    const { latch, load } = make()
    const frame = startingFrame()
    latch.internal.frameClient = frame.promise
    preloadAdapters(latch)
    frame.settle.reject()
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  })
})
