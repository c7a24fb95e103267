import type { TokenBalance, TransactionHistoryPage } from '@latch/api'
import { type BitcoinRegtest, bitcoinRegtestNetwork, startBitcoinRegtest } from '@latch/devnet'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hexToBytes } from '@noble/hashes/utils'
import { p2wpkh } from '@scure/btc-signer'
import { formatUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InvalidChainsConfigError } from '../chains/parseChainsEnv.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { type ErrorBody, requestJson } from '../testing/requestJson.js'
import { parseBitcoinNetworksEnv } from './bitcoinNetworks.js'

const mainnet = 'bip122:000000000019d6689c085ae165831e93'
/** Bitcoin mainnet, served through an Esplora URL nothing answers on here. */
const unreachableEsplora = 'http://127.0.0.1:9'

let regtest: BitcoinRegtest
let test: TestApp
beforeAll(async () => {
  regtest = await startBitcoinRegtest()
  test = await createTestApp({
    bitcoin: [
      { caipNetworkId: regtest.caipNetworkId, esploraUrls: [regtest.esploraUrl] },
      { caipNetworkId: mainnet, esploraUrls: [unreachableEsplora], timeoutMs: 1_000 },
    ],
  })
})
afterAll(async () => {
  await test?.close()
  await regtest?.stop()
})

const get = <T>(path: string) => requestJson<T>(test.app, path)
const balances = async (address: string, chainId: string | null = regtest.caipNetworkId) => {
  const query = chainId ? `&chainId=${chainId}` : ''
  const { status, body } = await get<{ balances: TokenBalance[] }>(
    `/v1/account/${address}/balance?projectId=latch-dev${query}`,
  )
  expect(status).toBe(200)
  return body.balances
}

describe('Bitcoin balances and history from an Esplora API', () => {
  it('reads the BTC balance of a funded address, with 8 decimals, on its network or on every one', async () => {
    const [account] = regtest.accounts
    const expected = [
      {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: regtest.caipNetworkId,
        quantity: { decimals: '8', numeric: '1' },
        iconUrl: expect.stringMatching(/\/public\/getTokenImage\/btc$/),
      },
    ]
    expect(await balances(account?.payment as string)).toEqual(expected)
    // Without chainId: the networks the address belongs to (a bcrt1 address is regtest's only).
    expect(await balances(account?.payment as string, null)).toEqual(expected)
    expect(await balances(account?.ordinal as string)).toEqual([
      expect.objectContaining({ quantity: { decimals: '8', numeric: '0.01' } }),
    ])
    const empty = p2wpkh(secp256k1.getPublicKey(hexToBytes('33'.repeat(32)), true), bitcoinRegtestNetwork)
    expect(await balances(empty.address as string)).toEqual([])
  })

  it('follows a payment: both balances at once (mempool), then the history of each side once mined', async () => {
    const [, from, to] = regtest.accounts as BitcoinRegtest['accounts'][number][]
    const txid = regtest.send((from as { privateKey: string }).privateKey, [
      { address: (to as { payment: string }).payment, value: 12_345_678n },
    ])
    const fee = regtest.chain.transaction(txid)?.fee as bigint
    expect((await balances((from as { payment: string }).payment))[0]?.quantity.numeric).toBe(
      formatUnits(100_000_000n - 12_345_678n - fee, 8),
    )
    expect((await balances((to as { payment: string }).payment))[0]?.quantity.numeric).toBe('1.12345678')

    // In the mempool, each side lists it first, as pending.
    const waiting = await get<TransactionHistoryPage>(
      `/v1/account/${(to as { payment: string }).payment}/history?projectId=latch-dev`,
    )
    expect(waiting.body.data[0]).toMatchObject({
      id: `${regtest.caipNetworkId}:${txid}`,
      metadata: { status: 'pending', operationType: 'receive', hash: txid },
      transfers: [{ direction: 'in', quantity: { numeric: '0.12345678' } }],
    })
    expect(Date.now() - Date.parse(waiting.body.data[0]?.metadata.minedAt as string)).toBeLessThan(60_000)
    expect(waiting.body.data[1]?.metadata.status).toBe('confirmed')
    // A browser keeps no copy of it: the next block changes it.
    const receivedPath = `/v1/account/${(to as { payment: string }).payment}/history?projectId=latch-dev`
    expect((await test.app.request(receivedPath)).headers.get('cache-control')).toBe('no-store')

    regtest.chain.mine(1)
    const sent = await get<TransactionHistoryPage>(
      `/v1/account/${(from as { payment: string }).payment}/history?projectId=latch-dev`,
    )
    expect(sent.status).toBe(200)
    expect(sent.body.next).toBeNull()
    expect(sent.body.data[0]).toEqual({
      id: `${regtest.caipNetworkId}:${txid}`,
      metadata: {
        minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        chain: regtest.caipNetworkId,
        status: 'confirmed',
        operationType: 'send',
        sentFrom: (from as { payment: string }).payment,
        sentTo: (to as { payment: string }).payment,
        hash: txid,
      },
      transfers: [
        {
          fungible_info: { name: 'Bitcoin', symbol: 'BTC', icon: { url: expect.stringContaining('btc') } },
          direction: 'out',
          quantity: { numeric: '0.12345678', decimals: 8 },
        },
      ],
    })
    // The grant that funded it comes after, as a receive.
    expect(sent.body.data[1]?.metadata.operationType).toBe('receive')
    expect((await test.app.request(receivedPath)).headers.get('cache-control')).toBe('private, max-age=5')
    const received = await get<TransactionHistoryPage>(
      `/v1/account/${(to as { payment: string }).payment}/history?projectId=latch-dev&chainId=${regtest.caipNetworkId}`,
    )
    expect(received.body.data[0]).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: (from as { payment: string }).payment, hash: txid },
      transfers: [{ direction: 'in', quantity: { numeric: '0.12345678' } }],
    })
  })

  it('pages a long history with the cursor it issues', async () => {
    const busy = p2wpkh(secp256k1.getPublicKey(hexToBytes('44'.repeat(32)), true), bitcoinRegtestNetwork)
    const txids = Array.from({ length: 27 }, (_, index) =>
      regtest.fund(busy.address as string, BigInt(10_000 + index)),
    )
    regtest.chain.mine(1)
    const path = `/v1/account/${busy.address}/history?projectId=latch-dev`
    const first = await get<TransactionHistoryPage>(path)
    expect(first.body.data).toHaveLength(25)
    expect(first.body.next).toEqual(expect.any(String))
    const second = await get<TransactionHistoryPage>(
      `${path}&cursor=${encodeURIComponent(first.body.next as string)}`,
    )
    expect(second.body.data).toHaveLength(2)
    expect(second.body.next).toBeNull()
    const seen = [...first.body.data, ...second.body.data].map((item) => item.metadata.hash)
    expect(new Set(seen)).toEqual(new Set(txids))
  })

  it('answers bad input with 400 { code, message }, and an Esplora that does not answer with 502', async () => {
    const [account] = regtest.accounts
    const address = account?.payment as string
    const cases: [string, number, string][] = [
      [`/v1/account/${address}/balance?projectId=latch-dev&chainId=bip122:xyz`, 400, 'INVALID_PARAMS'],
      [
        `/v1/account/${address}/balance?projectId=latch-dev&chainId=bip122:${'1'.repeat(32)}`,
        400,
        'UNSUPPORTED_CHAIN',
      ],
      // A regtest address asked for on mainnet.
      [`/v1/account/${address}/balance?projectId=latch-dev&chainId=${mainnet}`, 400, 'INVALID_PARAMS'],
      [
        `/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance?projectId=latch-dev&chainId=${regtest.caipNetworkId}`,
        400,
        'INVALID_PARAMS',
      ],
      ['/v1/account/bcrt1qshort/balance?projectId=latch-dev', 400, 'INVALID_PARAMS'],
      [`/v1/account/${address}x${'q'.repeat(90)}/history?projectId=latch-dev`, 400, 'INVALID_PARAMS'],
      [`/v1/account/${address}/history?projectId=latch-dev&cursor=forged`, 400, 'INVALID_CURSOR'],
      [
        '/v1/account/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq/balance?projectId=latch-dev&chainId=' +
          mainnet,
        502,
        'CHAIN_UNAVAILABLE',
      ],
    ]
    for (const [path, status, code] of cases) {
      const response = await get<ErrorBody>(path)
      expect([path, response.status, response.body.code]).toEqual([path, status, code])
      expect(response.body.message).toEqual(expect.any(String))
      expect(response.body.message).not.toContain('127.0.0.1:9/')
    }
    // Across every network, one that does not answer is left out.
    expect(await balances('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', null)).toEqual([])
  })
})

describe('parseBitcoinNetworksEnv', () => {
  it('reads networks with their Esplora URLs in order', () => {
    expect(parseBitcoinNetworksEnv(undefined)).toEqual([])
    expect(
      parseBitcoinNetworksEnv(`${mainnet}=https://blockstream.info/api|https://mempool.space/api`),
    ).toEqual([
      { caipNetworkId: mainnet, esploraUrls: ['https://blockstream.info/api', 'https://mempool.space/api'] },
    ])
  })

  it.each([
    ['https://blockstream.info/api'],
    ['bip122:XYZ=https://blockstream.info/api'],
    [`${mainnet}=`],
    [`${mainnet}=ftp://a.example`],
    [`${mainnet}=https://a.example,${mainnet}=https://b.example`],
  ])('refuses %s', (value) => {
    expect(() => parseBitcoinNetworksEnv(value)).toThrow(InvalidChainsConfigError)
  })
})
