import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { devnet } from '../test/testAdapter.js'
import type { LogLevel } from '../types.js'
import { createMemoryStorage } from '../utils/createMemoryStorage.js'
import { log } from './log.js'

afterEach(() => vi.restoreAllMocks())

// A configuration warning Latch writes at 'warn': a legal checkbox with nothing to agree to.
const createWithWarning = (logLevel?: LogLevel) =>
  createLatch({
    projectId: 't',
    networks: [devnet],
    storage: createMemoryStorage(),
    features: { legalCheckbox: true },
    ...(logLevel ? { logLevel } : {}),
  })

describe('logLevel', () => {
  it("defaults to 'error': a configuration warning is not printed", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    createWithWarning()
    expect(warn).not.toHaveBeenCalled()
  })

  it("prints the warning at 'warn' and above, with the [latch] prefix", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    createWithWarning('warn')
    createWithWarning('debug')
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[latch\] features\.legalCheckbox is set without/)
  })

  it('prints nothing below the level, and nothing at all when silent', () => {
    const spies = (['error', 'warn', 'info', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => {}),
    )
    const printed = (logLevel: LogLevel) => {
      for (const spy of spies) spy.mockClear()
      for (const level of ['error', 'warn', 'info', 'debug'] as const) log({ logLevel }, level, level)
      return spies.map((spy) => spy.mock.calls.length)
    }
    expect(printed('silent')).toEqual([0, 0, 0, 0])
    expect(printed('error')).toEqual([1, 0, 0, 0])
    expect(printed('warn')).toEqual([1, 1, 0, 0])
    expect(printed('info')).toEqual([1, 1, 1, 0])
    expect(printed('debug')).toEqual([1, 1, 1, 1])
    expect(spies[0]?.mock.calls).toEqual([['[latch] error']])
  })
})
