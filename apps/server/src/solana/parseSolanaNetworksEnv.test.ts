import { describe, expect, it } from 'vitest'
import { InvalidChainsConfigError } from '../chains/parseChainsEnv.js'
import { parseSolanaNetworksEnv } from './parseSolanaNetworksEnv.js'

const local = 'solana:5fKwQmBxy379hbnn7RgQwjCcLqkqayhm'

describe('parseSolanaNetworksEnv', () => {
  it('reads networks with their RPC URLs in order', () => {
    expect(parseSolanaNetworksEnv(undefined)).toEqual([])
    expect(parseSolanaNetworksEnv(' ')).toEqual([])
    expect(
      parseSolanaNetworksEnv(
        `${local}=http://127.0.0.1:8899, solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1=https://a.example|https://b.example`,
      ),
    ).toEqual([
      { caipNetworkId: local, rpcUrls: ['http://127.0.0.1:8899'] },
      {
        caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        rpcUrls: ['https://a.example', 'https://b.example'],
      },
    ])
  })

  it.each([
    ['http://127.0.0.1:8899'],
    ['eip155:1=http://127.0.0.1:8545'],
    ['solana:short=http://127.0.0.1:8899'],
    [`${local}=`],
    [`${local}=ftp://127.0.0.1:8899`],
    [`${local}=http://a.example,${local}=http://b.example`],
  ])('refuses %s', (value) => {
    expect(() => parseSolanaNetworksEnv(value)).toThrow(InvalidChainsConfigError)
  })
})
