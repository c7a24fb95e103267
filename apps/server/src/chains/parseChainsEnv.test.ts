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

describe('parseChainsEnv, JSON form', () => {
  const router = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'
  const feeSwapRouter = '0x59b670e9fA9D0A427751Af201D676719a970857b'
  const amm = {
    factory: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
    usdToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    wrappedNative: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  }

  it("reads each chain's pools and swap router, addresses in lower case", () => {
    const value = JSON.stringify([
      {
        chainId: 'eip155:1',
        rpcUrls: ['https://rpc.example/a', 'https://rpc.example/b'],
        amm,
        swap: { router, feeSwapRouter },
      },
      { chainId: 10, name: 'OP', rpcUrls: ['https://op.example'], amm: false, rpcTimeoutMs: 5000 },
    ])
    expect(parseChainsEnv(`  ${value}`)).toEqual([
      {
        chainId: 1,
        rpcUrls: ['https://rpc.example/a', 'https://rpc.example/b'],
        amm: {
          factory: amm.factory.toLowerCase(),
          usdToken: amm.usdToken.toLowerCase(),
          wrappedNative: amm.wrappedNative.toLowerCase(),
        },
        swap: { router: router.toLowerCase(), feeSwapRouter: feeSwapRouter.toLowerCase() },
      },
      { chainId: 10, name: 'OP', rpcUrls: ['https://op.example'], amm: false, rpcTimeoutMs: 5000 },
    ])
  })

  it.each([
    ['[{"chainId":1', /not valid JSON/],
    ['[{"chainId":1,"rpcUrls":[]}]', /LATCH_CHAINS\[0\.rpcUrls\]/],
    ['[{"chainId":1,"rpcUrls":["ftp://x"]}]', /http\(s\) URL/],
    ['[{"chainId":0,"rpcUrls":["http://x"]}]', /LATCH_CHAINS\[0\.chainId\]/],
    [
      `[{"chainId":1,"rpcUrls":["http://x"],"swap":{"router":"${router}","feeSwapRouter":"${feeSwapRouter}"}}]`,
      /needs the amm pools/,
    ],
    [
      `[{"chainId":1,"rpcUrls":["http://x"],"amm":{"factory":"0x12","usdToken":"${router}","wrappedNative":"${router}"}}]`,
      /must be an address/,
    ],
    ['[{"chainId":1,"rpcUrls":["http://x"],"rpc":"typo"}]', /LATCH_CHAINS\[0\]/],
    ['[{"chainId":1,"rpcUrls":["http://a"]},{"chainId":"eip155:1","rpcUrls":["http://b"]}]', /listed twice/],
  ])('rejects %s', (value, message) => {
    expect(() => parseChainsEnv(value)).toThrow(InvalidChainsConfigError)
    expect(() => parseChainsEnv(value)).toThrow(message)
  })
})
