// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WalletImage } from './WalletImage.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** Holds each image's decode() until the test lets it finish. */
function holdDecodes() {
  const pending: (() => void)[] = []
  vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(
    () => new Promise<void>((resolve) => pending.push(resolve)),
  )
  return async () => {
    await act(async () => {
      for (const resolve of pending.splice(0)) resolve()
    })
  }
}

describe('WalletImage', () => {
  it('keeps the initial until the image has loaded and decoded, then shows only the image', async () => {
    const finishDecodes = holdDecodes()
    const { container } = render(<WalletImage src="http://127.0.0.1:1/icon.png" name="rabby" />)
    const box = container.querySelector('.wimg') as HTMLElement
    const img = box.querySelector('img') as HTMLImageElement
    expect(box.textContent).toBe('R')
    expect(img.className).toBe('')

    fireEvent.load(img)
    // Loaded but not decoded: the initial still holds the place.
    expect(box.textContent).toBe('R')
    expect(img.className).toBe('')

    await finishDecodes()
    expect(box.textContent).toBe('')
    expect(img.className).toBe('ready')
  })

  it('keeps the initial when the image fails, and starts again from it for a new source', async () => {
    const finishDecodes = holdDecodes()
    const { container, rerender } = render(<WalletImage src="http://127.0.0.1:1/a.png" name="zerion" />)
    const box = container.querySelector('.wimg') as HTMLElement
    fireEvent.error(box.querySelector('img') as HTMLImageElement)
    expect(box.textContent).toBe('Z')
    expect(box.querySelector('img')).toBeNull()

    rerender(<WalletImage src="http://127.0.0.1:1/b.png" name="zerion" />)
    const img = box.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('src')).toBe('http://127.0.0.1:1/b.png')
    expect(box.textContent).toBe('Z')
    fireEvent.load(img)
    await finishDecodes()
    expect(box.textContent).toBe('')
  })

  it('shows the fallback, not an image, without a source', () => {
    const { container } = render(<WalletImage name="x" fallback={<svg data-testid="fallback" />} />)
    expect(container.querySelector('[data-testid="fallback"]')).not.toBeNull()
    expect(container.querySelector('img')).toBeNull()
  })
})
