import { describe, expect, it } from 'vitest'
import { STORAGE_CACHE_LIMIT } from '../constants.js'
import { createLatch } from '../createLatch.js'
import { devnet } from '../test/testAdapter.js'
import { createMemoryStorage } from '../utils/createMemoryStorage.js'
import { cacheFor } from './cacheFor.js'
import { createBoundedCache } from './createBoundedCache.js'

describe('createBoundedCache', () => {
  it('holds at most its limit, dropping the entry written longest ago', () => {
    const cache = createBoundedCache<string, number>(3)
    for (const key of ['a', 'b', 'c']) cache.set(key, 1)
    cache.set('a', 2) // written again: now the newest
    cache.set('d', 1)
    expect([...cache.keys()]).toEqual(['c', 'a', 'd'])
    expect(cache.get('a')).toBe(2)
  })

  it("bounds an instance's name cache at 8192 entries", async () => {
    expect(STORAGE_CACHE_LIMIT).toBe(8192)
    const latch = createLatch({ projectId: 't', networks: [devnet], storage: createMemoryStorage() })
    const loads: string[] = []
    const resolve = (key: string) =>
      cacheFor(latch, key, async () => {
        loads.push(key)
        return `${key}.latch.id`
      })
    for (let i = 0; i <= STORAGE_CACHE_LIMIT; i++) await resolve(`identity:${i}`)
    expect(latch.internal.nameCache.size).toBe(STORAGE_CACHE_LIMIT)
    loads.length = 0
    // The first name was dropped for the 8193rd, so it is asked for again; the second is still kept.
    await resolve('identity:1')
    expect(loads).toEqual([])
    await resolve('identity:0')
    expect(loads).toEqual(['identity:0'])
  })
})
