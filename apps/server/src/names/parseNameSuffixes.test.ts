import { describe, expect, it } from 'vitest'
import { parseNameSuffixes } from './parseNameSuffixes.js'

describe('parseNameSuffixes', () => {
  it('reads comma-separated suffixes, adding the leading dot', () => {
    expect(parseNameSuffixes('latch.id, .Reown.id')).toEqual(['.latch.id', '.reown.id'])
    expect(parseNameSuffixes(undefined)).toBeUndefined()
    expect(parseNameSuffixes(' , ')).toBeUndefined()
  })
  it('refuses something that is not a domain suffix', () => {
    expect(() => parseNameSuffixes('.reown.id,bad suffix')).toThrow('".bad suffix" is not a domain suffix')
  })
})
