import { describe, expect, it } from 'vitest'
import { defaultNameSuffixes, nameRuleText, parseProfileName } from './parseProfileName.js'

describe('parseProfileName', () => {
  it('lower-cases and splits a name with a configured suffix', () => {
    expect(parseProfileName(' Alice-01.Reown.ID ', defaultNameSuffixes)).toEqual({
      label: 'alice-01',
      suffix: '.reown.id',
      name: 'alice-01.reown.id',
    })
    expect(parseProfileName('bobby.wcn.id', defaultNameSuffixes).suffix).toBe('.wcn.id')
    expect(parseProfileName('carol.latch.id', ['.latch.id']).name).toBe('carol.latch.id')
  })

  it('enforces at least 4 characters of letters, digits and hyphens', () => {
    expect(() => parseProfileName('abc.reown.id', defaultNameSuffixes)).toThrow(nameRuleText)
    expect(() => parseProfileName('ab_cd.reown.id', defaultNameSuffixes)).toThrow(nameRuleText)
    expect(() => parseProfileName('abçd.reown.id', defaultNameSuffixes)).toThrow(nameRuleText)
    expect(() => parseProfileName('ab.cd.reown.id', defaultNameSuffixes)).toThrow(nameRuleText)
    expect(() => parseProfileName(`${'a'.repeat(64)}.reown.id`, defaultNameSuffixes)).toThrow('at most 63')
  })

  it('refuses a name without a configured suffix', () => {
    expect(() => parseProfileName('alice.eth', defaultNameSuffixes)).toThrow(
      'Names end in .reown.id or .wcn.id',
    )
    expect(() => parseProfileName('alice.reown.id', ['.latch.id'])).toThrow('Names end in .latch.id')
  })
})
