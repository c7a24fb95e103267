import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch.js'
import { solanaProfile } from '../test/solanaFixtures.js'
import { createTestAdapter, createTestWallet, devnet } from '../test/testAdapter.js'
import type { LatchConfig, LatchState } from '../types.js'
import { getIsOnrampAvailable, ONRAMP_RESTRICTED_TIMEZONES } from './getIsOnrampAvailable.js'

const make = (config: Partial<LatchConfig> = {}) =>
  createLatch({
    projectId: 'test',
    networks: [devnet],
    adapters: [
      createTestAdapter(createTestWallet()),
      { ...createTestAdapter(createTestWallet()), namespace: 'solana', profile: solanaProfile },
    ],
    storage: null,
    ...config,
  })

const connected = (namespace: 'eip155' | 'solana' | 'bip122') =>
  ({
    activeNamespace: namespace,
    connections: [{ id: 'x', namespace, address: 'a', caipNetworkId: `${namespace}:1`, type: 'ANNOUNCED' }],
  }) as unknown as LatchState

describe('getIsOnrampAvailable', () => {
  it('offers the on-ramp to a connected eip155 or solana account, by default', () => {
    const latch = make()
    expect(getIsOnrampAvailable(latch, connected('eip155'), { timeZone: 'Europe/Paris' })).toBe(true)
    expect(getIsOnrampAvailable(latch, connected('solana'), { timeZone: 'America/New_York' })).toBe(true)
    expect(getIsOnrampAvailable(latch, connected('bip122'), { timeZone: 'Europe/Paris' })).toBe(false)
    expect(getIsOnrampAvailable(latch, latch.store.getState(), { timeZone: 'Europe/Paris' })).toBe(false)
  })

  it('is hidden by the onramp flag', () => {
    const latch = make({ features: { onramp: false } })
    expect(getIsOnrampAvailable(latch, connected('eip155'), { timeZone: 'Europe/Paris' })).toBe(false)
  })

  it('is hidden in the restricted time zones of mainland China, Hong Kong and Macau', () => {
    const latch = make()
    for (const timeZone of ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau'])
      expect([timeZone, getIsOnrampAvailable(latch, connected('eip155'), { timeZone })]).toEqual([
        timeZone,
        false,
      ])
    expect(getIsOnrampAvailable(latch, connected('eip155'), { timeZone: 'Asia/Taipei' })).toBe(true)
    expect(ONRAMP_RESTRICTED_TIMEZONES).toContain('Asia/Chongqing')
  })
})
