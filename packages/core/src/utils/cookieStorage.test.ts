// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest'
import { cookieStorage } from './cookieStorage.js'
import { cookieToInitialState } from './cookieToInitialState.js'

afterEach(() => cookieStorage.removeItem('latch.store.p'))

const session = (icon: string) =>
  JSON.stringify({
    state: {
      connectedNamespaces: ['eip155'],
      connectedWalletInfo: { id: 'w', name: 'Wallet', icon },
      sessionAccount: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    },
    version: 1,
  })

it('keeps the session in a cookie the page’s server reads back', () => {
  cookieStorage.setItem('latch.store.p', session('https://example.com/w.svg'))
  expect(cookieStorage.getItem('latch.store.p')).toBe(session('https://example.com/w.svg'))
  const state = cookieToInitialState({ projectId: 'p' }, document.cookie)
  expect(state?.connectedWalletInfo?.icon).toBe('https://example.com/w.svg')
  cookieStorage.removeItem('latch.store.p')
  expect(cookieStorage.getItem('latch.store.p')).toBeNull()
})

it('leaves a large inline icon out rather than lose the session to the cookie’s size limit', () => {
  cookieStorage.setItem('latch.store.p', session(`data:image/svg+xml;base64,${'A'.repeat(6_000)}`))
  const state = cookieToInitialState({ projectId: 'p' }, document.cookie)
  expect(state?.sessionAccount).toBe('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  expect(state?.connectedWalletInfo).toEqual({ id: 'w', name: 'Wallet' })
})
