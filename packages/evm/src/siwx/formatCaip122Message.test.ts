import type { SIWXMessageData, SIWXNamespace } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.js'

const solanaLike: SIWXNamespace = {
  namespace: 'solana',
  accountName: 'Solana',
  loadVerifier: () => Promise.reject(new Error('not needed to render')),
}

const data: SIWXMessageData = {
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  accountAddress: 'GbWJd4ahnd1DSwuY8pWsPdkbwxY3TB8dRnZxMUMKTyHT',
  nonce: '0123456789abcdef',
  domain: 'app.example',
  uri: 'https://app.example/login',
  version: '1',
  issuedAt: '2026-11-22T09:00:00.000Z',
  expirationTime: '2026-11-23T09:00:00.000Z',
  statement: 'Sign in to Shop',
  resources: ['https://app.example/terms'],
}

describe('formatSiwxMessage on a namespace other than eip155', () => {
  it('renders CAIP-122 with the address as written and the CAIP-2 chain id', () => {
    expect(formatSiwxMessage(data, [solanaLike])).toBe(
      [
        'app.example wants you to sign in with your Solana account:',
        'GbWJd4ahnd1DSwuY8pWsPdkbwxY3TB8dRnZxMUMKTyHT',
        '',
        'Sign in to Shop',
        '',
        'URI: https://app.example/login',
        'Version: 1',
        'Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: 0123456789abcdef',
        'Issued At: 2026-11-22T09:00:00.000Z',
        'Expiration Time: 2026-11-23T09:00:00.000Z',
        'Resources:',
        '- https://app.example/terms',
      ].join('\n'),
    )
    const { statement: _statement, resources: _resources, expirationTime: _expiry, ...bare } = data
    expect(formatSiwxMessage(bare, [solanaLike]).split('\n').slice(1, 4)).toEqual([
      data.accountAddress,
      '',
      'URI: https://app.example/login',
    ])
  })

  it('refuses a namespace it was not given and a field that would forge the lines after it', () => {
    expect(() => formatSiwxMessage(data)).toThrow(/pass its siwx export \(@latch\/solana\/siwx\)/)
    expect(() => formatSiwxMessage({ ...data, statement: 'Hi\nNonce: 1' }, [solanaLike])).toThrow(
      'line break',
    )
  })

  it('keeps EIP-4361 with the checksummed address on eip155', () => {
    const text = formatSiwxMessage({
      ...data,
      chainId: 'eip155:1',
      accountAddress: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    })
    expect(text.split('\n').slice(0, 2)).toEqual([
      'app.example wants you to sign in with your Ethereum account:',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ])
    expect(text).toContain('Chain ID: 1\n')
  })
})
