import {
  address,
  airdropFactory,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type KeyPairSigner,
  lamports,
  pipe,
  type Rpc,
  type RpcSubscriptions,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
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
import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'
import { toBase58 } from './solanaAccountData.js'
import { solanaDevnetAccounts } from './solanaAccounts.js'
import {
  solanaDevnetGenesisHash,
  solanaDevnetMintAuthority,
  solanaDevnetUsdcMint,
} from './solanaDevnetConstants.js'
import { type SolanaValidator, startSolanaValidator } from './startSolanaValidator.js'

let validator: SolanaValidator
let rpc: Rpc<SolanaRpcApi>
let subscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi>
let payer: KeyPairSigner

const signer = (index: number) =>
  createKeyPairSignerFromBytes(getBase58Encoder().encode(solanaDevnetAccounts[index]?.secretKey ?? ''))

beforeAll(async () => {
  validator = await startSolanaValidator({ slotMs: 100 })
  rpc = createSolanaRpc(validator.rpcUrl)
  subscriptions = createSolanaRpcSubscriptions(validator.wsUrl)
  payer = await signer(1)
})
afterAll(() => validator?.stop())

async function send(
  instructions: Parameters<typeof appendTransactionMessageInstructions>[0],
  feePayer = payer,
) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  assertIsTransactionWithBlockhashLifetime(signed)
  await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: subscriptions })(signed, {
    commitment: 'confirmed',
  })
  return getSignatureFromTransaction(signed)
}

describe('the test accounts', () => {
  it("derive from the devnet mnemonic at m/44'/501'/i'/0'", () => {
    for (const [index, account] of solanaDevnetAccounts.entries()) {
      const { seed, publicKey } = deriveSolanaKeypair(
        'test test test test test test test test test test test junk',
        index,
      )
      expect(toBase58(publicKey)).toBe(account.address)
      expect(toBase58(new Uint8Array([...seed, ...publicKey]))).toBe(account.secretKey)
    }
  })

  it('hold 1,000 SOL and 1,000,000 USDC at the mainnet USDC mint, whose authority is account #0', async () => {
    const owner = address(solanaDevnetAccounts[3]?.address ?? '')
    expect((await rpc.getBalance(owner).send()).value).toBe(1_000_000_000_000n)
    const { value } = await rpc
      .getTokenAccountsByOwner(owner, { mint: address(solanaDevnetUsdcMint) }, { encoding: 'jsonParsed' })
      .send()
    expect(value).toHaveLength(1)
    expect(value[0]?.account.data.parsed.info.tokenAmount).toMatchObject({
      amount: '1000000000000',
      decimals: 6,
    })
    const mint = await rpc.getAccountInfo(address(solanaDevnetUsdcMint), { encoding: 'jsonParsed' }).send()
    expect(mint.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6, mintAuthority: solanaDevnetMintAuthority.address } },
    })
    expect(await rpc.getGenesisHash().send()).toBe(solanaDevnetGenesisHash)
  })
})

describe('transactions', () => {
  it('sends SOL with kit, confirmed through signatureSubscribe, with balances and history', async () => {
    const receiver = await generateKeyPairSigner()
    const before = (await rpc.getBalance(payer.address).send()).value
    const signature = await send([
      getTransferSolInstruction({
        source: payer,
        destination: receiver.address,
        amount: lamports(1_500_000_000n),
      }),
    ])
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(1_500_000_000n)
    expect((await rpc.getBalance(payer.address).send()).value).toBe(before - 1_500_000_000n - 5_000n)
    const transaction = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
      .send()
    expect(transaction?.meta?.fee).toBe(5_000n)
    expect(transaction?.meta?.err).toBeNull()
    expect(transaction?.transaction.message.accountKeys).toContain(receiver.address)
    const history = await rpc.getSignaturesForAddress(receiver.address).send()
    expect(history.map((entry) => entry.signature)).toEqual([signature])
    const statuses = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses.value[0]?.confirmationStatus).toBe('confirmed')
  })

  it('sends USDC, recording the token balances before and after, and the block appears once complete', async () => {
    const receiver = await generateKeyPairSigner()
    const mint = address(solanaDevnetUsdcMint)
    const [source] = await findAssociatedTokenPda({
      owner: payer.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: receiver.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const signature = await send([
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer, owner: receiver.address, mint }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: payer,
        amount: 2_500_000n,
        decimals: 6,
      }),
    ])
    const balance = await rpc.getTokenAccountBalance(destination).send()
    expect(balance.value.uiAmountString).toBe('2.5')
    const transaction = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
      .send()
    const post = transaction?.meta?.postTokenBalances?.find((b) => b.owner === receiver.address)
    expect(post?.uiTokenAmount.amount).toBe('2500000')
    expect(transaction?.meta?.preTokenBalances?.some((b) => b.owner === receiver.address)).toBe(false)
    const slot = Number(transaction?.slot)
    await new Promise((resolve) => setTimeout(resolve, 250))
    const blocks = await rpc.getBlocks(BigInt(slot), BigInt(slot)).send()
    expect(blocks).toEqual([BigInt(slot)])
    const block = await rpc
      .getBlock(BigInt(slot), {
        maxSupportedTransactionVersion: 0,
        transactionDetails: 'signatures',
        rewards: false,
      })
      .send()
    expect(block?.signatures).toContain(signature)
  })

  it('refuses, in preflight, a transfer beyond the balance and a stale blockhash, changing nothing', async () => {
    const poor = await generateKeyPairSigner()
    await airdropFactory({ rpc, rpcSubscriptions: subscriptions })({
      recipientAddress: poor.address,
      lamports: lamports(1_000_000n),
      commitment: 'confirmed',
    })
    expect((await rpc.getBalance(poor.address).send()).value).toBe(1_000_000n)
    await expect(
      send(
        [
          getTransferSolInstruction({
            source: poor,
            destination: payer.address,
            amount: lamports(5_000_000n),
          }),
        ],
        poor,
      ),
    ).rejects.toThrow(/simulation failed/i)
    expect((await rpc.getBalance(poor.address).send()).value).toBe(1_000_000n)

    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: validator.genesisHash as never, lastValidBlockHeight: 10n },
          m,
        ),
      (m) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source: payer, destination: poor.address, amount: lamports(1n) })],
          m,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const error = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
      .send()
      .catch((e: Error) => e)
    expect(String((error as Error & { cause?: Error }).cause?.message)).toMatch(/blockhash/i)
  })
})
