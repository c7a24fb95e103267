import { type SolanaValidator, solanaDevnetAccounts, startSolanaValidator } from '@latch/devnet'
import type { Page } from '@playwright/test'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64Decoder,
  getPublicKeyFromAddress,
  getTransactionEncoder,
  lamports,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { installSolanaTestWallet, type SolanaTestWallet } from '../src/exports/index.js'
import { expect, test } from './fixtures.js'

const owner = solanaDevnetAccounts[4]
const receiver = solanaDevnetAccounts[5]
let validator: SolanaValidator

test.beforeAll(async () => {
  validator = await startSolanaValidator({ slotMs: 100 })
})
test.afterAll(() => validator?.stop())

/** Calls a feature of the registered wallet in the page; errors come back as { code, message }. */
function feature(page: Page, name: string, method: string, ...inputs: unknown[]) {
  return page.evaluate(
    async ({ name, method, inputs }) => {
      const w = window as unknown as {
        standardWallets?: {
          features: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>
          accounts: unknown[]
        }[]
      }
      const wallet = w.standardWallets?.[0]
      if (!wallet) throw new Error('no wallet registered')
      const decode = (value: unknown): unknown =>
        typeof value === 'string' && value.startsWith('b64:')
          ? Uint8Array.from(atob(value.slice(4)), (c) => c.charCodeAt(0))
          : value
      const encode = (value: unknown): unknown => {
        if (value instanceof Uint8Array) return `b64:${btoa(String.fromCharCode(...value))}`
        if (Array.isArray(value)) return value.map(encode)
        if (value && typeof value === 'object')
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]))
        return value
      }
      const prepared = inputs.map((input) =>
        input && typeof input === 'object'
          ? Object.fromEntries(
              Object.entries(input).map(([k, v]) => [k, k === 'account' ? wallet.accounts[0] : decode(v)]),
            )
          : input,
      )
      try {
        return { result: encode(await wallet.features[name]?.[method]?.(...prepared)) }
      } catch (error) {
        const e = error as { code: number; message: string }
        return { error: { code: e.code, message: e.message } }
      }
    },
    { name, method, inputs },
  )
}

const b64 = (bytes: Uint8Array) => `b64:${getBase64Decoder().decode(bytes)}`
const bytesOf = (value: unknown) => new Uint8Array(Buffer.from(String(value).slice(4), 'base64'))

async function transfer(from: string, to: string, amount: bigint): Promise<Uint8Array> {
  const rpc = createSolanaRpc(validator.rpcUrl)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const payer = createNoopSigner(address(from))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: payer, destination: address(to), amount: lamports(amount) }),
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

async function open(page: Page, dappUrl: string): Promise<SolanaTestWallet> {
  const wallet = await installSolanaTestWallet(page, {
    secretKeys: [owner?.secretKey ?? ''],
    chains: [{ chain: 'solana:localnet', rpcUrl: validator.rpcUrl }],
  })
  await page.addInitScript(() => {
    const w = window as unknown as { standardWallets: unknown[] }
    w.standardWallets = []
    const api = { register: (wallet: unknown) => w.standardWallets.push(wallet) }
    window.addEventListener('wallet-standard:register-wallet', (event) =>
      (event as CustomEvent<(a: typeof api) => void>).detail(api),
    )
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  })
  await page.goto(dappUrl)
  return wallet
}

test('registers through the Wallet Standard, connects after a prompt, and reconnects silently only once approved', async ({
  page,
  dappUrl,
}) => {
  const wallet = await open(page, dappUrl)
  expect(await feature(page, 'standard:connect', 'connect', { silent: true })).toEqual({
    result: { accounts: [] },
  })
  wallet.on('standard:connect', 'reject')
  expect((await feature(page, 'standard:connect', 'connect')).error?.code).toBe(4001)
  wallet.on('standard:connect', 'approve')
  const connected = await feature(page, 'standard:connect', 'connect')
  expect((connected.result as { accounts: { address: string }[] }).accounts[0]?.address).toBe(owner?.address)
  await page.reload()
  const silent = await feature(page, 'standard:connect', 'connect', { silent: true })
  expect((silent.result as { accounts: { address: string }[] }).accounts[0]?.address).toBe(owner?.address)
})

test('signs a message that verifies with @solana/kit, and sends SOL to the validator', async ({
  page,
  dappUrl,
}) => {
  const wallet = await open(page, dappUrl)
  await feature(page, 'standard:connect', 'connect')
  const message = new TextEncoder().encode('Hello from Latch')
  const signed = await feature(page, 'solana:signMessage', 'signMessage', {
    account: 0,
    message: b64(message),
  })
  const [output] = signed.result as { signature: string }[]
  const publicKey = await getPublicKeyFromAddress(address(owner?.address ?? ''))
  expect(await verifySignature(publicKey, bytesOf(output?.signature) as SignatureBytes, message)).toBe(true)

  const rpc = createSolanaRpc(validator.rpcUrl)
  const before = (await rpc.getBalance(address(receiver?.address ?? '')).send()).value
  const wire = await transfer(owner?.address ?? '', receiver?.address ?? '', 2_000_000n)
  const sent = await feature(page, 'solana:signAndSendTransaction', 'signAndSendTransaction', {
    account: 0,
    transaction: b64(wire),
    chain: 'solana:localnet',
    options: { preflightCommitment: 'confirmed' },
  })
  const [{ signature } = { signature: '' }] = sent.result as { signature: string }[]
  expect(bytesOf(signature)).toHaveLength(64)
  expect((await rpc.getBalance(address(receiver?.address ?? '')).send()).value).toBe(before + 2_000_000n)
  expect(
    await wallet.waitForRequest('solana:signAndSendTransaction', { timeout: 1 }).catch(() => null),
  ).toBeNull()
  expect(wallet.requests.at(-1)).toMatchObject({
    method: 'solana:signAndSendTransaction',
    outcome: 'approved',
  })

  wallet.on('solana:signAndSendTransaction', { delay: 50, answer: 'reject' })
  const declined = await feature(page, 'solana:signAndSendTransaction', 'signAndSendTransaction', {
    account: 0,
    transaction: b64(await transfer(owner?.address ?? '', receiver?.address ?? '', 1n)),
    chain: 'solana:localnet',
  })
  expect(declined.error?.code).toBe(4001)
  expect((await rpc.getBalance(address(receiver?.address ?? '')).send()).value).toBe(before + 2_000_000n)
})
