// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createTestLatch } from '../test/createTestLatch.js'
import { connectedState } from '../test/modalFixtures.js'
import { type LatchSnapshot, type MountedLatch, mountLatch } from './mountLatch.js'

const shadowButton = (tag: string) => document.querySelector(tag)?.shadowRoot?.querySelector('button') ?? null

let mounted: MountedLatch | undefined
afterEach(() => {
  mounted?.unmount()
  document.body.replaceChildren()
})

describe('mountLatch', () => {
  it('renders <latch-button> and <latch-network-button> from the instance and opens the modal', () => {
    const latch = createTestLatch()
    document.body.innerHTML =
      '<latch-button label="Sign in"></latch-button><latch-network-button></latch-network-button>'
    mounted = mountLatch(latch)
    const connect = shadowButton('latch-button')
    expect(connect?.textContent).toBe('Sign in')
    expect(connect?.dataset.testid).toBe('connect-button')
    expect(shadowButton('latch-network-button')?.textContent).toContain('Latch Devnet')

    connect?.click()
    expect(latch.store.getState().modal.open).toBe(true)
    mounted.close()
    expect(latch.store.getState().modal.open).toBe(false)

    latch.store.setState(connectedState())
    const address = latch.store.getState().connections[0]?.address as string
    // Updated in place: the same button shows the account.
    expect(shadowButton('latch-button')).toBe(connect)
    expect(connect?.getAttribute('aria-label')).toBe(`Account ${address}`)
    expect(connect?.className).toBe('secondary')
    expect(connect?.textContent).toBe(`${address.slice(0, 6)}…${address.slice(-4)}`)

    shadowButton('latch-network-button')?.click()
    expect(latch.store.getState().router.view).toBe('Networks')
  })

  it('an element added after mounting renders, and one removed stops following the instance', () => {
    const latch = createTestLatch()
    mounted = mountLatch(latch)
    const element = document.createElement('latch-button')
    document.body.append(element)
    expect(shadowButton('latch-button')?.textContent).toBe('Connect Wallet')
    element.remove()
    latch.store.setState(connectedState())
    expect(element.shadowRoot?.querySelector('button')?.textContent).toBe('Connect Wallet')
    element.setAttribute('label', 'Connect')
    document.body.append(element)
    expect(element.shadowRoot?.querySelector('button')?.className).toBe('secondary')
  })

  it('subscribe reports the snapshot at once and then each change, once', () => {
    const latch = createTestLatch()
    mounted = mountLatch(latch)
    const seen: LatchSnapshot[] = []
    const stop = mounted.subscribe((snapshot) => seen.push(snapshot))
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ status: 'disconnected', isConnected: false, isOpen: false })
    mounted.open({ view: 'Networks' })
    expect(seen.at(-1)).toMatchObject({ isOpen: true, view: 'Networks' })
    const count = seen.length
    latch.store.setState({ themeVariables: { '--latch-accent': '#000' } })
    expect(seen).toHaveLength(count)
    latch.store.setState(connectedState())
    expect(seen.at(-1)).toMatchObject({ isConnected: true, status: 'connected' })
    stop()
    mounted.close()
    expect(seen.at(-1)?.isOpen).toBe(true)
  })

  it('unmount unbinds the elements and removes the modal', async () => {
    const latch = createTestLatch()
    document.body.innerHTML = '<latch-button></latch-button>'
    mounted = mountLatch(latch)
    mounted.open()
    await expect.poll(() => document.querySelector('[data-latch-modal-root]')).not.toBeNull()
    mounted.unmount()
    mounted = undefined
    expect(document.querySelector('[data-latch-modal-root]')).toBeNull()
    latch.store.setState(connectedState())
    expect(shadowButton('latch-button')?.textContent).toBe('Connect Wallet')
  })
})
