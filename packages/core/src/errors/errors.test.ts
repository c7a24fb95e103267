import { describe, expect, it } from 'vitest'
import { AnalyticsForbiddenError, ApiRequestError } from './api.js'
import { BaseError } from './base.js'
import { AccountNotFoundError, ProviderNotFoundError, UserRejectedRequestError } from './connection.js'
import {
  InvalidChainIdError,
  NetworkNotFoundError,
  SwitchChainNotSupportedError,
  UnsupportedChainError,
} from './network.js'

describe('error catalogue texts', () => {
  it.each([
    [new NetworkNotFoundError(), 'Network not found'],
    [new AccountNotFoundError(), 'Address or auth connector not found'],
    [new UnsupportedChainError(), 'Unsupported chain'],
    [new InvalidChainIdError({ chainId: 'x' }), 'Invalid chainId'],
    [new ProviderNotFoundError(), 'Provider not found'],
    [new UserRejectedRequestError(), 'Connection declined'],
    [new SwitchChainNotSupportedError(), 'This wallet does not support programmatic chain switching'],
    [
      new SwitchChainNotSupportedError({ walletName: 'Rabby' }),
      'Rabby does not support programmatic chain switching',
    ],
    [new AnalyticsForbiddenError(), 'Invalid App Configuration'],
  ])('%s', (error, text) => {
    expect(error.shortMessage).toBe(text)
    expect(error).toBeInstanceOf(BaseError)
  })

  it('analytics 403 defaults to the catalogue message', () => {
    expect(new AnalyticsForbiddenError().details).toBe(
      "Origin not found on Allowlist - update configuration on the provider's cloud dashboard",
    )
  })
})

describe('BaseError', () => {
  it('walks to the root cause and formats details', () => {
    const root = Object.assign(new Error('User denied'), { code: 4001 })
    const error = new UserRejectedRequestError({
      cause: new ApiRequestError({ status: 500, url: 'http://x', cause: root }),
    })
    expect(error.walk()).toBe(root)
    expect(error.walk((e) => e instanceof ApiRequestError)).toBeInstanceOf(ApiRequestError)
    expect(error.message).toContain('Connection declined')
    expect(error.message).toContain('Version: react-latch-0.1.0')
  })
})
