import { describe, expect, it } from 'vitest'
import { defaultNameSuffixes, nameRuleText, parseProfileName } from './parseProfileName.js'

describe('parseProfileName', () => {
  it('lower-cases and splits a name with a configured suffix', () => {
    expect(parseProfileName(' Alice-01.Latch.ID ', defaultNameSuffixes)).toEqual({
      label: 'alice-01',
      suffix: '.latch.id',
      name: 'alice-01.latch.id',
    })
    expect(parseProfileName('bobby.example.org', ['.latch.id', '.example.org']).suffix).toBe('.example.org')
    expect(parseProfileName('carol.example.org', ['.example.org']).name).toBe('carol.example.org')
  })

  it('enforces at least 4 characters of letters, digits and hyphens', () => {
    expect(() => parseProfileName('abc.latch.id', defaultNameSuffixes)).toThrow(nameRuleText)
    expect(() => parseProfileName('ab_cd.latch.id', defaultNameSuffixes)).toThrow(nameRuleText)
    expect(() => parseProfileName('abçd.latch.id', defaultNameSuffixes)).toThrow(nameRuleText)
    expect(() => parseProfileName('ab.cd.latch.id', defaultNameSuffixes)).toThrow(nameRuleText)
    expect(() => parseProfileName(`${'a'.repeat(64)}.latch.id`, defaultNameSuffixes)).toThrow('at most 63')
  })

  it('refuses a name without a configured suffix', () => {
    expect(() => parseProfileName('alice.eth', defaultNameSuffixes)).toThrow('Names end in .latch.id')
    expect(() => parseProfileName('alice.reown.id', ['.latch.id', '.example.org'])).toThrow(
      'Names end in .latch.id or .example.org',
    )
  })
})
