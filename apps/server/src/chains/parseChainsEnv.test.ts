import { describe, expect, it } from 'vitest'
import { InvalidChainsConfigError, parseChainsEnv } from './parseChainsEnv.js'

describe('parseChainsEnv', () => {
  it('reads chains with one or several URLs', () => {
    expect(
      parseChainsEnv('31337=http://127.0.0.1:8545, eip155:31338=http://127.0.0.1:8546|http://127.0.0.1:8547'),
    ).toEqual([
      { chainId: 31337, rpcUrls: ['http://127.0.0.1:8545'] },
      { chainId: 31338, rpcUrls: ['http://127.0.0.1:8546', 'http://127.0.0.1:8547'] },
    ])
    expect(parseChainsEnv(undefined)).toEqual([])
    expect(parseChainsEnv('  ')).toEqual([])
  })

  it.each([['31337'], ['abc=http://x'], ['0=http://x'], ['1='], ['1=ftp://x'], ['1=http://a,1=http://b']])(
    'rejects %s',
    (value) => {
      expect(() => parseChainsEnv(value)).toThrow(InvalidChainsConfigError)
    },
  )
})
