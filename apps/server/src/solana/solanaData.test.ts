import { type GasPrice, swapTokensRoute, type TokenBalance, type TransactionHistoryPage } from '@latch/api'
import {
  type SolanaValidator,
  solanaDevnetAccounts,
  solanaDevnetUsdcMint,
  solanaLamportsPerSignature,
  startSolanaValidator,
} from '@latch/devnet'
import {
  address,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { type ErrorBody, requestJson } from '../testing/requestJson.js'
import { createSolanaIndexer } from './createSolanaIndexer.js'
import { getSolanaAccountHistory } from './getSolanaAccountHistory.js'
import { readPythPrices } from './readPythPrices.js'
import { readSolanaBalances } from './readSolanaBalances.js'
import { createSolanaNetworkRegistry, type SolanaNetworkRegistry } from './solanaNetworks.js'
import { solanaTransactions } from './solanaTables.js'

let validator: SolanaValidator
let test: TestApp
let database: TestApp['database']
let networks: SolanaNetworkRegistry
let payer: KeyPairSigner

/** Solana's public devnet: the app serves it too, but its node is not reachable from here. */
const unreachable = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

beforeAll(async () => {
  validator = await startSolanaValidator({ slotMs: 50 })
  networks = createSolanaNetworkRegistry([
    { caipNetworkId: validator.caipNetworkId, rpcUrls: [validator.rpcUrl] },
  ])
  test = await createTestApp({
    solana: [
      { caipNetworkId: validator.caipNetworkId, rpcUrls: [validator.rpcUrl] },
      { caipNetworkId: unreachable, rpcUrls: ['http://127.0.0.1:9'], rpcTimeoutMs: 1_000 },
    ],
  })
  database = test.database
  payer = await createKeyPairSignerFromBytes(
    getBase58Encoder().encode(solanaDevnetAccounts[6]?.secretKey ?? ''),
  )
})
afterAll(async () => {
  await test?.close()
  await validator?.stop()
})

const get = <T>(path: string) => requestJson<T>(test.app, path)
const TokenListSchema = swapTokensRoute.response
type TokenList = {
  tokens: { name: string; symbol: string; address: string; decimals: number; logoUri: string }[]
}

const network = () =>
  networks.get(validator.caipNetworkId) as NonNullable<ReturnType<SolanaNetworkRegistry['get']>>

async function send(instructions: Instruction[]) {
  const rpc = createSolanaRpc(validator.rpcUrl)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  assertIsTransactionWithBlockhashLifetime(signed)
  await sendAndConfirmTransactionFactory({
    rpc,
    rpcSubscriptions: createSolanaRpcSubscriptions(validator.wsUrl),
  })(signed, { commitment: 'confirmed' })
  return getSignatureFromTransaction(signed)
}

async function sendUsdc(to: string, amount: bigint) {
  const mint = address(solanaDevnetUsdcMint)
  const [source] = await findAssociatedTokenPda({
    owner: payer.address,
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const [destination] = await findAssociatedTokenPda({
    owner: address(to),
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return send([
    await getCreateAssociatedTokenIdempotentInstructionAsync({ payer, owner: address(to), mint }),
    getTransferCheckedInstruction({ source, mint, destination, authority: payer, amount, decimals: 6 }),
  ])
}

/** Waits until the validator has closed the slot of the last transaction, so its block can be indexed. */
const nextSlot = async () => {
  const rpc = createSolanaRpc(validator.rpcUrl)
  const start = await rpc.getSlot().send()
  while ((await rpc.getSlot().send()) <= start) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('Solana balances and prices', () => {
  it('reads SOL and USDC of an owner in one round trip, matching the validator', async () => {
    const balances = await readSolanaBalances(network(), solanaDevnetAccounts[3]?.address ?? '')
    expect(balances).toEqual([
      { token: 'native', amount: 1_000_000_000_000n, decimals: 9 },
      { token: solanaDevnetUsdcMint, amount: 1_000_000_000_000n, decimals: 6 },
    ])
    expect(await readSolanaBalances(network(), (await generateKeyPairSigner()).address)).toEqual([])
  })

  it('prices SOL and USDC from the Pyth accounts on the chain, following a new publication', async () => {
    expect(Object.fromEntries(await readPythPrices(network()))).toEqual({
      native: 150,
      [solanaDevnetUsdcMint]: 1,
    })
    validator.setPrice('SOL', 172.5)
    expect((await readPythPrices(network())).get('native')).toBeCloseTo(172.5, 9)
    validator.setPrice('SOL', 150)
  })
})

describe('Solana history', () => {
  it('indexes SOL and USDC sends for both sides, in the eip155 history format, and pages by cursor', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const solSignature = await send([
      getTransferSolInstruction({
        source: payer,
        destination: address(receiver),
        amount: lamports(1_250_000_000n),
      }),
    ])
    const usdcSignature = await sendUsdc(receiver, 3_500_000n)
    await nextSlot()
    const indexer = createSolanaIndexer({ db: database.db, networks })
    const [result] = await indexer.sync()
    expect(result?.indexedTo).toBeGreaterThan(0)
    // Indexing again stores nothing twice.
    await indexer.sync()

    const prices = new Map([
      ['native', 150],
      [solanaDevnetUsdcMint, 1],
    ])
    const history = (owner: string, after?: Parameters<typeof getSolanaAccountHistory>[0]['after']) =>
      getSolanaAccountHistory({
        db: database.db,
        networks,
        address: owner,
        network: validator.caipNetworkId,
        after,
        prices: () => prices,
        publicUrl: 'http://127.0.0.1:8787',
      })

    const received = await history(receiver)
    expect(received.items.map((item) => item.metadata.hash)).toEqual([usdcSignature, solSignature])
    const [usdcItem, solItem] = received.items
    expect(solItem).toMatchObject({
      id: `${validator.caipNetworkId}:${solSignature}`,
      metadata: {
        chain: validator.caipNetworkId,
        status: 'confirmed',
        operationType: 'receive',
        sentFrom: payer.address,
        sentTo: receiver,
      },
      transfers: [
        {
          fungible_info: {
            name: 'Solana',
            symbol: 'SOL',
            icon: { url: 'http://127.0.0.1:8787/public/getTokenImage/sol' },
          },
          direction: 'in',
          quantity: { numeric: '1.25', decimals: 9 },
          price: 150,
          value: 187.5,
        },
      ],
    })
    expect(usdcItem?.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '3.5', decimals: 6 }, value: 3.5 }),
    ])
    expect(new Date(solItem?.metadata.minedAt ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000)

    const sent = await history(payer.address)
    const sentUsdc = sent.items.find((item) => item.metadata.hash === usdcSignature)
    expect(sentUsdc?.metadata.operationType).toBe('send')
    // The USDC send also paid the rent of the receiver's new token account: SOL out besides the USDC.
    expect(sentUsdc?.transfers.map((t) => [t.fungible_info?.symbol, t.direction])).toEqual(
      expect.arrayContaining([['USDC', 'out']]),
    )

    // 21 more transactions to the receiver: a first page of 20 and a cursor to the rest, none repeated.
    const more: string[] = []
    for (let i = 0; i < 21; i++)
      more.push(
        await send([
          getTransferSolInstruction({
            source: payer,
            destination: address(receiver),
            amount: lamports(1_000n + BigInt(i)),
          }),
        ]),
      )
    await nextSlot()
    await indexer.sync()
    // Every send is indexed (a miss names its signature), before the pages are checked.
    const indexed = await database.db
      .select({ signature: solanaTransactions.signature })
      .from(solanaTransactions)
      .where(inArray(solanaTransactions.signature, more))
    expect(indexed.map((row) => row.signature).sort()).toEqual([...more].sort())
    const first = await history(receiver)
    expect(first.items).toHaveLength(20)
    expect(first.last).toBeDefined()
    const second = await history(receiver, first.last)
    expect(second.items).toHaveLength(3)
    expect(second.last).toBeUndefined()
    const all = [...first.items, ...second.items].map((item) => item.metadata.hash)
    expect(new Set(all).size).toBe(23)
    expect(all.slice(-2)).toEqual([usdcSignature, solSignature])

    // The route serves the same pages, its cursor bound to the account and network.
    const path = `/v1/account/${receiver}/history?projectId=latch-dev&chainId=${validator.caipNetworkId}`
    const page1 = await get<TransactionHistoryPage>(path)
    expect(page1.status).toBe(200)
    expect(page1.body.data.map((item) => item.metadata.hash)).toEqual(first.items.map((i) => i.metadata.hash))
    expect(page1.body.data.at(-1)).toMatchObject({
      metadata: { chain: validator.caipNetworkId, operationType: 'receive', sentTo: receiver },
      transfers: [{ direction: 'in', fungible_info: { symbol: 'SOL' }, price: 150 }],
    })
    const cursor = encodeURIComponent(page1.body.next ?? '')
    const page2 = await get<TransactionHistoryPage>(`${path}&cursor=${cursor}`)
    expect(page2.body.next).toBeNull()
    expect(page2.body.data.map((item) => item.metadata.hash)).toEqual(
      second.items.map((i) => i.metadata.hash),
    )
    const otherAccount = await get<ErrorBody>(
      `/v1/account/${payer.address}/history?projectId=latch-dev&chainId=${validator.caipNetworkId}&cursor=${cursor}`,
    )
    expect(otherAccount).toMatchObject({ status: 400, body: { code: 'INVALID_CURSOR' } })
    // Without a network: every Solana network the server serves, the same items.
    const everywhere = await get<TransactionHistoryPage>(
      `/v1/account/${receiver}/history?projectId=latch-dev`,
    )
    expect(everywhere.body.data.map((item) => item.id)).toEqual(page1.body.data.map((item) => item.id))
  })

  it('starts again when the validator was reset under it', async () => {
    const indexer = createSolanaIndexer({ db: database.db, networks })
    await indexer.sync()
    const fresh = await startSolanaValidator({ slotMs: 50 })
    try {
      const resetNetworks = createSolanaNetworkRegistry([
        { caipNetworkId: fresh.caipNetworkId, rpcUrls: [fresh.rpcUrl] },
      ])
      const rewinds: string[] = []
      const [result] = await createSolanaIndexer({
        db: database.db,
        networks: resetNetworks,
        onRewind: ({ network }) => rewinds.push(network),
      }).sync()
      expect(result?.reset).toBe(true)
      expect(rewinds).toEqual([fresh.caipNetworkId])
    } finally {
      await fresh.stop()
    }
  })
})

describe('Solana data routes', () => {
  const owner = solanaDevnetAccounts[3]?.address ?? ''
  const balancePath = (account: string, query = '') =>
    `/v1/account/${account}/balance?projectId=latch-dev${query}`

  it("serves an account's SOL and USDC with their USD value from the Pyth accounts, matching the validator", async () => {
    const { value: lamportsHeld } = await createSolanaRpc(validator.rpcUrl).getBalance(address(owner)).send()
    const sol = Number(lamportsHeld) / 1e9
    const { status, body } = await get<{ balances: TokenBalance[] }>(
      balancePath(owner, `&chainId=${validator.caipNetworkId}`),
    )
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: validator.caipNetworkId,
        quantity: { decimals: '9', numeric: String(sol) },
        iconUrl: 'http://localhost/public/getTokenImage/sol',
        price: 150,
        value: sol * 150,
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: validator.caipNetworkId,
        address: `${validator.caipNetworkId}:${solanaDevnetUsdcMint}`,
        quantity: { decimals: '6', numeric: '1000000' },
        iconUrl: 'http://localhost/public/getTokenImage/usdc',
        price: 1,
        value: 1_000_000,
      },
    ])
    // Every Solana network when none is named: the one that does not answer is left out.
    expect((await get<{ balances: TokenBalance[] }>(balancePath(owner))).body).toEqual(body)
    // An account without anything holds nothing.
    const empty = await get<{ balances: TokenBalance[] }>(
      balancePath((await generateKeyPairSigner()).address, `&chainId=${validator.caipNetworkId}`),
    )
    expect(empty).toEqual({ status: 200, body: { balances: [] } })
  })

  it('proxies JSON-RPC to a Solana network: reads pass, requestAirdrop is refused, an unserved network is 400', async () => {
    const rpc = (chainId: string, body: unknown) =>
      requestJson<unknown>(test.app, `/v1/?chainId=${chainId}&projectId=latch-dev`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const { value: held } = await createSolanaRpc(validator.rpcUrl).getBalance(address(owner)).send()
    const read = await rpc(validator.caipNetworkId, [
      { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner] },
      { jsonrpc: '2.0', id: 2, method: 'requestAirdrop', params: [owner, 1_000_000_000] },
    ])
    expect(read.status).toBe(200)
    expect(read.body).toEqual([
      expect.objectContaining({ id: 1, result: expect.objectContaining({ value: Number(held) }) }),
      expect.objectContaining({ id: 2, error: expect.objectContaining({ code: -32601 }) }),
    ])
    const unserved = await rpc('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', {
      jsonrpc: '2.0',
      id: 1,
      method: 'getSlot',
    })
    expect(unserved).toMatchObject({ status: 400, body: { error: { code: -32602 } } })
  })

  it("prices a SOL transfer with the node's own fee, in lamports", async () => {
    const { status, body } = await get<GasPrice>(
      `/v1/convert/gas-price?projectId=latch-dev&chainId=${validator.caipNetworkId}`,
    )
    expect(status).toBe(200)
    // The validator charges per signature; a transfer has one. No recent priority fees: every tier is the base.
    const fee = String(solanaLamportsPerSignature)
    expect(body).toEqual({ standard: fee, fast: fee, instant: fee })
  })

  it("lists the network's tokens, SOL under the wrapped SOL mint", async () => {
    const { status, body } = await get<TokenList>(
      `/v1/convert/tokens?projectId=latch-dev&chainId=${validator.caipNetworkId}`,
    )
    expect(status).toBe(200)
    expect(body.tokens).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        address: `${validator.caipNetworkId}:So11111111111111111111111111111111111111112`,
        decimals: 9,
        logoUri: 'http://localhost/public/getTokenImage/sol',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        address: `${validator.caipNetworkId}:${solanaDevnetUsdcMint}`,
        decimals: 6,
        logoUri: 'http://localhost/public/getTokenImage/usdc',
      },
    ])
    expect(TokenListSchema.parse(body)).toEqual(body)
  })

  const evm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  it.each([
    [
      'a Solana address with an eip155 chain',
      () => balancePath(owner, '&chainId=eip155:31337'),
      400,
      'INVALID_PARAMS',
    ],
    [
      'an EVM address with a Solana network',
      () => balancePath(evm, `&chainId=${validator.caipNetworkId}`),
      400,
      'INVALID_PARAMS',
    ],
    [
      'a network the server does not serve',
      () => balancePath(owner, '&chainId=solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'),
      400,
      'UNSUPPORTED_CHAIN',
    ],
    ['a malformed network id', () => balancePath(owner, '&chainId=solana:x'), 400, 'INVALID_PARAMS'],
    ['an address that is not base58', () => balancePath('0OIl'.repeat(10)), 400, 'INVALID_PARAMS'],
    [
      'an address too short for Solana',
      () => balancePath('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYd'.slice(0, 20)),
      400,
      'INVALID_PARAMS',
    ],
    [
      'a network that does not answer',
      () => balancePath(owner, `&chainId=${unreachable}`),
      502,
      'CHAIN_UNAVAILABLE',
    ],
    [
      'history with an eip155 chain',
      () => `/v1/account/${owner}/history?projectId=latch-dev&chainId=eip155:31337`,
      400,
      'INVALID_PARAMS',
    ],
    [
      'history of a network the server does not serve',
      () =>
        `/v1/account/${owner}/history?projectId=latch-dev&chainId=solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`,
      400,
      'UNSUPPORTED_CHAIN',
    ],
    [
      'the fee of a network the server does not serve',
      () => '/v1/convert/gas-price?projectId=latch-dev&chainId=solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      400,
      'UNSUPPORTED_CHAIN',
    ],
    [
      'the fee of a malformed network id',
      () => '/v1/convert/gas-price?projectId=latch-dev&chainId=solana:0OIl',
      400,
      'INVALID_PARAMS',
    ],
    [
      'the fee of a network that does not answer',
      () => `/v1/convert/gas-price?projectId=latch-dev&chainId=${unreachable}`,
      502,
      'CHAIN_UNAVAILABLE',
    ],
    [
      'the token list of a network the server does not serve',
      () => '/v1/convert/tokens?projectId=latch-dev&chainId=solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      400,
      'UNSUPPORTED_CHAIN',
    ],
    [
      'the token list without a network',
      () => '/v1/convert/tokens?projectId=latch-dev',
      400,
      'INVALID_PARAMS',
    ],
    [
      'the token list for an unknown project',
      () => `/v1/convert/tokens?projectId=nobody&chainId=${validator.caipNetworkId}`,
      403,
      'PROJECT_NOT_FOUND',
    ],
    [
      'history with a forged cursor',
      () => `/v1/account/${owner}/history?projectId=latch-dev&cursor=abc`,
      400,
      'INVALID_CURSOR',
    ],
  ])('refuses %s with %i {code, message}', async (_name, path, status, code) => {
    const response = await get<ErrorBody>(path())
    expect(response.status).toBe(status)
    expect(response.body.code).toBe(code)
    expect(response.body.message).toEqual(expect.any(String))
  })
})
