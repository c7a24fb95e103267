import { describe, expect, it } from 'vitest'
import { setThemeMode } from '../actions/setThemeMode.js'
import { createLatch } from '../createLatch.js'
import { devnet } from '../test/testAdapter.js'
import { resolveThemeMode } from './resolveThemeMode.js'

describe('resolveThemeMode', () => {
  it('follows the system when the dApp sets no mode, and a forced mode holds whatever the system says', () => {
    const latch = createLatch({ projectId: 't', networks: [devnet], storage: null })
    expect(latch.store.getState().themeMode).toBe('system')
    expect(resolveThemeMode(latch.store.getState())).toBe('light')
    latch.store.setState({ systemThemeMode: 'dark' })
    expect(resolveThemeMode(latch.store.getState())).toBe('dark')

    setThemeMode(latch, 'light')
    expect(resolveThemeMode(latch.store.getState())).toBe('light')
    const forced = createLatch({ projectId: 't', networks: [devnet], storage: null, themeMode: 'dark' })
    forced.store.setState({ systemThemeMode: 'light' })
    expect(resolveThemeMode(forced.store.getState())).toBe('dark')
  })
})
