import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { devnet } from '../test/testAdapter.js'
import type { LatchConfig } from '../types.js'
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
  it('completes an order: what is listed first, then the rest in the default order, each once', () => {
    expect(resolveFeatures({ connectMethodsOrder: ['wallet'] }).connectMethodsOrder).toEqual([
      'wallet',
      'email',
      'social',
    ])
    expect(
      resolveFeatures({ walletFeaturesOrder: ['send', 'send', 'nope' as 'send', 'receive'] })
        .walletFeaturesOrder,
    ).toEqual(['send', 'receive', 'onramp', 'swaps'])
  })
})

describe('flags whose feature is not built yet', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
  })
  const warnings = (config: Partial<LatchConfig>) => {
    vi.restoreAllMocks()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    createLatch({ projectId: 't', networks: [devnet], storage: null, logLevel: 'warn', ...config })
    return warn.mock.calls.map((call) => String(call[0]))
  }

  it('say nothing in development for the flags of features that are built', () => {
    const seen = warnings({
      features: {
        email: true,
        emailShowWallets: false,
        socials: ['google'],
        onramp: true,
        smartSessions: true,
      },
    })
    // E-mail, social login, the on-ramp and smart sessions are built: their flags do what they say and warn of
    // nothing.
    expect(seen).toEqual([])
  })
  it('say nothing for the defaults, for a flag switched off, or in production', () => {
    expect(warnings({})).toEqual([])
    expect(warnings({ features: { email: false, socials: [], onramp: false, swaps: false } })).toEqual([])
    vi.stubEnv('NODE_ENV', 'production')
    expect(warnings({ features: { email: true, smartSessions: true } })).toEqual([])
  })
  it('warn when a flag cannot do what it says with this configuration', () => {
    expect(warnings({ features: { legalCheckbox: true } })).toEqual([
      '[latch] features.legalCheckbox is set without termsConditionsUrl or privacyPolicyUrl: there is nothing to agree to, so no checkbox is shown.',
    ])
    expect(
      warnings({ features: { legalCheckbox: true }, termsConditionsUrl: 'https://dapp.example/terms' }),
    ).toEqual([])
    // E-mail login (on by default) is the other way Connect puts first.
    expect(warnings({ features: { collapseWallets: true } })).toEqual([])
    expect(warnings({ features: { collapseWallets: true, email: false } })).toEqual([])
    expect(warnings({ features: { collapseWallets: true, email: false, socials: false } })).toEqual([
      '[latch] features.collapseWallets is set, but Connect shows no e-mail or social login to put first, so the wallets stay listed.',
    ])
    // Farcaster alone is a social login Connect puts first.
    expect(warnings({ features: { socials: ['farcaster'], email: false, collapseWallets: true } })).toEqual(
      [],
    )
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
