import {
  type SolanaValidator,
  solanaDevnetAccounts,
  solanaDevnetUsdcMint,
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js'
import { createSolanaIndexer } from './createSolanaIndexer.js'
import { getSolanaAccountHistory } from './getSolanaAccountHistory.js'
import { readPythPrices } from './readPythPrices.js'
import { readSolanaBalances } from './readSolanaBalances.js'
import { createSolanaNetworkRegistry, type SolanaNetworkRegistry } from './solanaNetworks.js'

let validator: SolanaValidator
let database: TestDatabase
let networks: SolanaNetworkRegistry
let payer: KeyPairSigner

beforeAll(async () => {
  ;[validator, database] = await Promise.all([startSolanaValidator({ slotMs: 50 }), createTestDatabase()])
  networks = createSolanaNetworkRegistry([
    { caipNetworkId: validator.caipNetworkId, rpcUrls: [validator.rpcUrl] },
  ])
  payer = await createKeyPairSignerFromBytes(
    getBase58Encoder().encode(solanaDevnetAccounts[6]?.secretKey ?? ''),
  )
})
afterAll(async () => {
  await database?.close()
  await validator?.stop()
})

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
    for (let i = 0; i < 21; i++)
      await send([
        getTransferSolInstruction({
          source: payer,
          destination: address(receiver),
          amount: lamports(1_000n + BigInt(i)),
        }),
      ])
    await nextSlot()
    await indexer.sync()
    const first = await history(receiver)
    expect(first.items).toHaveLength(20)
    expect(first.last).toBeDefined()
    const second = await history(receiver, first.last)
    expect(second.items).toHaveLength(3)
    expect(second.last).toBeUndefined()
    const all = [...first.items, ...second.items].map((item) => item.metadata.hash)
    expect(new Set(all).size).toBe(23)
    expect(all.slice(-2)).toEqual([usdcSignature, solSignature])
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
