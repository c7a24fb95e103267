// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider.js'
import { createTestLatch } from '../test/createTestLatch.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'

it('hydrates server HTML without a mismatch, then draws the buttons in their shadow roots', async () => {
  const latch = createTestLatch()
  const app = (
    <LatchProvider latch={latch}>
      <p>
        <ConnectButton /> <NetworkButton />
      </p>
    </LatchProvider>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(app)
  document.body.appendChild(container)
  expect(container.querySelector('[data-latch-host]')).toBeNull()
  const errors: unknown[] = []
  await act(async () => {
    hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) })
  })
  expect(errors).toEqual([])
  const button = container
    .querySelector('[data-latch-host="connect-button"]')
    ?.shadowRoot?.querySelector('button')
  expect(button?.textContent).toBe('Connect Wallet')
  expect(container.querySelector('[data-latch-host="network-button"]')).not.toBeNull()
  container.remove()
})
