import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { type Devnet, startDevnet, toViemChain } from '@latch/devnet'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../createApp.js'
import { seedDatabase } from '../seedDatabase.js'
import { at } from '../testing/at.js'
import type { ErrorBody } from '../testing/requestJson.js'
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js'
import { seedTokens } from '../tokens/seedTokens.js'
import { signWebhook } from './webhookSignature.js'

// Purchases settled and delivered under concurrent calls, by two servers on one database as a deployment runs
// them: on PGlite, and (with TEST_DATABASE_URL) on PostgreSQL, where the servers' queries run at the same time.

const origin = 'http://localhost:5173'
const usdc = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const buyer = '0x90f79bf6eb2c4f870365e785982e1f101e93b906'
const webhookSecret = 'sandbox-webhook-secret'
let devnet: Devnet
let database: TestDatabase
let network: string
/** Two servers of one deployment: each its own process state, one database. */
const servers: { url: string; server: ServerType }[] = []

beforeAll(async () => {
  ;[devnet, database] = await Promise.all([startDevnet({ chainIds: [31337] }), createTestDatabase()])
  await seedDatabase(database.db)
  await seedTokens(database.db)
  network = `eip155:${at(devnet.chains, 0).chainId}`
  for (let instance = 0; instance < 2; instance++) {
    let url = ''
    const app = createApp({
      db: database.db,
      rateLimits: false,
      chains: devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrls: [chain.rpcUrl] })),
      onramp: { sandbox: { minterPrivateKey: at(devnet.accounts, 0).privateKey, webhookSecret } },
      embedded: { publicUrl: () => url },
    })
    const server = await new Promise<ServerType>((listening) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => listening(started))
    })
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    servers.push({ url, server })
  }
}, 120_000)

afterAll(async () => {
  await Promise.all(
    servers.map(({ server }) => new Promise((closed) => server.close(() => closed(undefined)))),
  )
  await database?.close()
  await devnet?.stop()
})

const serverUrl = (index: number) => at(servers, index % servers.length).url
const times = <T>(n: number, task: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, index) => task(index)))
const nowSeconds = () => Math.floor(Date.now() / 1000)

async function startPurchase(fiatAmount: string): Promise<{ purchaseId: string; url: string }> {
  const response = await fetch(`${serverUrl(0)}/v1/onramp/session?projectId=latch-dev`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider: 'sandbox', network, token: usdc, fiatAmount, address: buyer }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { purchaseId: string; url: string }
}

async function webhook(index: number, body: string, signature: string) {
  const response = await fetch(`${serverUrl(index)}/onramp/webhook/sandbox`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Latch-Sandbox-Signature': signature },
    body,
  })
  return { status: response.status, body: (await response.json()) as ErrorBody }
}

async function purchase(purchaseId: string) {
  const response = await fetch(`${serverUrl(0)}/v1/onramp/purchases/${purchaseId}?projectId=latch-dev`, {
    headers: { Origin: origin },
  })
  return (await response.json()) as { status: string; txHash: string | null }
}

describe('on-ramp purchases under concurrent calls', () => {
  it('settles a purchase once of 20 differently signed webhooks arriving at once', async () => {
    const { purchaseId } = await startPurchase('20')
    const txHashes = Array.from(
      { length: 20 },
      (_, index) => `0x${(index + 1).toString(16).padStart(64, '0')}`,
    )
    const answers = await times(20, (index) => {
      const body = JSON.stringify({
        purchaseId,
        status: 'completed',
        cryptoAmount: '19.7',
        txHash: txHashes[index],
      })
      // Each delivery signed at its own second: none is a replay of another.
      return webhook(index, body, signWebhook(body, webhookSecret, nowSeconds() - index))
    })
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer).toMatchObject({ status: 409, body: { code: 'ONRAMP_PURCHASE_SETTLED' } })
    const settled = await purchase(purchaseId)
    expect(settled.status).toBe('completed')
    expect(txHashes[answers.findIndex((answer) => answer.status === 200)]).toBe(settled.txHash)
  })

  it('accepts a signed delivery once when it arrives many times at once', async () => {
    const { purchaseId } = await startPurchase('20')
    const body = JSON.stringify({ purchaseId, status: 'failed', cryptoAmount: '19.7' })
    const signature = signWebhook(body, webhookSecret, nowSeconds())
    const answers = await times(20, (index) => webhook(index, body, signature))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer).toMatchObject({ status: 409, body: { code: 'REPLAYED_WEBHOOK' } })
    expect((await purchase(purchaseId)).status).toBe('failed')
  })

  it('delivers a sandbox purchase once when it is paid many times at once on two servers', async () => {
    const chain = at(devnet.chains, 0)
    const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
    const minter = privateKeyToAccount(at(devnet.accounts, 0).privateKey).address
    const balance = () =>
      client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [buyer] })
    const before = await balance()
    const mints = await client.getTransactionCount({ address: minter })
    const { purchaseId } = await startPurchase('50')

    const pages = await times(10, (index) =>
      fetch(`${serverUrl(index)}/onramp/sandbox/${purchaseId}`, {
        method: 'POST',
        body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }),
      }).then((response) => response.text()),
    )
    // One payment goes through; every other one finds the purchase taken, and none tries to deliver it again.
    expect(pages.filter((page) => page.includes('Payment complete'))).toHaveLength(1)
    for (const page of pages.filter((p) => !p.includes('Payment complete')))
      expect(page).toMatch(/This purchase is already (pending|completed)\./)
    expect((await balance()) - before).toBe(parseUnits('49.25', 6))
    expect(await client.getTransactionCount({ address: minter })).toBe(mints + 1)
    expect((await purchase(purchaseId)).status).toBe('completed')
  }, 60_000)
})
