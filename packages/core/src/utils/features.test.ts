import { describe, expect, it } from 'vitest'
import { defaultFeatures, resolveFeatures } from './resolveFeatures.js'
import { sanitizeThemeVariables } from './sanitizeThemeVariables.js'

describe('feature flags', () => {
  it('has the specification defaults', () => {
    expect(defaultFeatures).toMatchObject({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
    })
    expect(defaultFeatures.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(defaultFeatures.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })
  it('overrides only what is given', () => {
    const features = resolveFeatures({ analytics: false, socials: false })
    expect(features.analytics).toBe(false)
    expect(features.socials).toBe(false)
    expect(features.swaps).toBe(true)
  })
})

describe('theme variables', () => {
  it('keeps known variables with safe values', () => {
    expect(sanitizeThemeVariables({ '--latch-accent': '#5b5bd6', '--latch-z-index': 10 })).toEqual({
      '--latch-accent': '#5b5bd6',
      '--latch-z-index': '10',
    })
  })
  it('drops values that could escape the declaration and unknown keys', () => {
    expect(
      sanitizeThemeVariables({
        '--latch-accent': 'red; } body { display:none',
        '--latch-font-family': 'url(https://evil)',
        '--latch-z-index': '1; x',
        '--other': 'red',
      }),
    ).toEqual({})
  })
})
