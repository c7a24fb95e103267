// The optional SDKs are reached only from the entry points that need them: an app (or a test suite) that uses
// none of those entry points installs none of the SDKs and builds without them in any bundler.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { packagesReachedFrom } from './packagesReached.js'

const exportsOf = (name: string) => join(import.meta.dirname, '../../packages', name, 'src/exports')
const reachedFrom = (entry: string) => packagesReachedFrom(join(exportsOf('evm'), entry))
const walletConnect = (entry: string) =>
  [...packagesReachedFrom(join(exportsOf('testing'), entry), { withTypes: true })].filter((name) =>
    name.startsWith('@walletconnect/'),
  )

const OPTIONAL_SDKS = [
  '@walletconnect/universal-provider',
  '@coinbase/wallet-sdk',
  '@safe-global/safe-apps-sdk',
  '@safe-global/safe-apps-provider',
]

// Next.js (Turbopack and webpack) fails to build when a module it sees imports a package that is not installed,
// even behind `import()`: an app that uses none of the optional pieces must never reach their SDKs.
describe('the optional SDKs are reached only from their own entry points', () => {
  it.each(['index.ts', 'siwx.ts'])('%s reaches none of them', (entry) => {
    const reached = reachedFrom(entry)
    expect(OPTIONAL_SDKS.filter((sdk) => reached.has(sdk))).toEqual([])
    expect(reached).toContain('viem')
  })

  it.each([
    ['walletconnect.ts', ['@walletconnect/universal-provider']],
    ['coinbase.ts', ['@coinbase/wallet-sdk']],
    ['safe.ts', ['@safe-global/safe-apps-sdk', '@safe-global/safe-apps-provider']],
  ])('%s reaches its own SDK only', (entry, sdks) => {
    const reached = reachedFrom(entry)
    expect(OPTIONAL_SDKS.filter((sdk) => reached.has(sdk))).toEqual(sdks)
  })
})

// WalletConnect's SDK is an optional peer: an EVM test suite with the injected wallet installs none of it.
describe('WalletConnect is reached only from @latch/testing/walletconnect', () => {
  it.each(['index.ts', 'namespace.ts'])('%s reaches none of it, types included', (entry) => {
    expect(walletConnect(entry)).toEqual([])
  })

  it('walletConnect.ts reaches the sign-client', () => {
    expect(walletConnect('walletConnect.ts')).toContain('@walletconnect/sign-client')
  })
})
