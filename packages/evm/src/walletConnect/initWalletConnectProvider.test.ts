import { describe, expect, it, vi } from 'vitest'
import { initWalletConnectProvider } from './initWalletConnectProvider.js'
import { WalletConnectProviderMissingError } from './WalletConnectProviderMissingError.js'

// What Vite stands in for an optional peer dependency the app has not installed: a module without exports.
vi.mock('@walletconnect/universal-provider', () => ({}))

describe('initWalletConnectProvider without @walletconnect/universal-provider', () => {
  it('fails with the error that names the package to install', async () => {
    const error = await initWalletConnectProvider({ projectId: 'p', networks: [], adapters: [] } as never, {
      projectId: 'wc',
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectProviderMissingError)
    expect((error as WalletConnectProviderMissingError).shortMessage).toBe(
      'WalletConnect needs the package @walletconnect/universal-provider, which is not installed.',
    )
    expect((error as Error).message).toContain('npm install @walletconnect/universal-provider')
  })
})
