import { describe, expect, it } from 'vitest'
import { parseNameSuffixes } from './parseNameSuffixes.js'

describe('parseNameSuffixes', () => {
  it('reads comma-separated suffixes, adding the leading dot', () => {
    expect(parseNameSuffixes('names.example.com, .Example.ORG')).toEqual([
      '.names.example.com',
      '.example.org',
    ])
    expect(parseNameSuffixes(undefined)).toBeUndefined()
    expect(parseNameSuffixes(' , ')).toBeUndefined()
  })
  it('refuses something that is not a domain suffix', () => {
    expect(() => parseNameSuffixes('.latch.id,bad suffix')).toThrow('".bad suffix" is not a domain suffix')
  })
})
