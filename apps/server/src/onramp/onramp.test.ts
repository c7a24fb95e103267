import { createHmac, generateKeyPairSync, verify } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { OnrampProvider, OnrampQuote, TransactionHistoryPage } from '@latch/api'
import {
  type Devnet,
  solanaDevnetCaipNetworkId,
  solanaDevnetMintAuthority,
  solanaDevnetUsdcMint,
  startDevnet,
  toViemChain,
} from '@latch/devnet'
import { createSolanaRpc, generateKeyPairSigner, address as solanaAddress } from '@solana/kit'
import { findAssociatedTokenPda } from '@solana-program/token'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SandboxInProductionError, type StartServerReturnType, startServer } from '../startServer.js'
import { at } from '../testing/at.js'
import type { ErrorBody } from '../testing/requestJson.js'
import { cardOnrampNetwork } from './cardOnrampNetwork.js'
import { signMoonpayUrl } from './signMoonpayUrl.js'
import { signWebhook } from './webhookSignature.js'

const origin = 'http://localhost:5173'
const usdc = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const webhookSecret = 'sandbox-webhook-secret'
const coinbaseKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const tokenRequests: {
  authorization: string
  body: { addresses: { address: string; blockchains: string[] }[]; clientIp: string }
}[] = []

let devnet: Devnet
let server: StartServerReturnType
let coinbase: Server
let dataDir: string
let network: string

const call = async <T>(path: string, init: RequestInit = {}) => {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { Origin: origin, ...init.headers },
  })
  return { status: response.status, body: (await response.json()) as T }
}
const postJson = <T>(path: string, body: unknown) =>
  call<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
const webhook = (body: string, signature: string | undefined) =>
  fetch(`${server.url}/onramp/webhook/sandbox`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature ? { 'Latch-Sandbox-Signature': signature } : {}),
    },
    body,
  })
const now = () => Math.floor(Date.now() / 1000)

beforeAll(async () => {
  // Coinbase's session token API, on loopback: it answers a token to a request whose JWT verifies.
  coinbase = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => {
      tokenRequests.push({ authorization: request.headers.authorization ?? '', body: JSON.parse(text) })
      response.setHeader('Content-Type', 'application/json')
      response.end(JSON.stringify({ token: 'session-token-1', channel_id: '' }))
    })
  })
  await new Promise<void>((done) => coinbase.listen(0, '127.0.0.1', done))
  devnet = await startDevnet({ solana: true })
  network = `eip155:${at(devnet.chains, 0).chainId}`
  dataDir = mkdtempSync(join(tmpdir(), 'latch-onramp-'))
  server = await startServer({
    port: 0,
    dataDir,
    rateLimits: false,
    chains: devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrls: [chain.rpcUrl] })),
    solana: [{ caipNetworkId: solanaDevnetCaipNetworkId, rpcUrls: [devnet.solana?.rpcUrl ?? ''] }],
    onramp: {
      coinbase: {
        key: {
          name: 'organizations/o/apiKeys/k',
          secret: coinbaseKey.privateKey.export({ type: 'sec1', format: 'pem' }).toString(),
        },
        tokenUrl: `http://127.0.0.1:${(coinbase.address() as AddressInfo).port}/onramp/v1/token`,
      },
      moonpay: { publishableKey: 'pk_test_key', secretKey: 'sk_test_key', webhookKey: 'wk_test_key' },
      sandbox: {
        minterPrivateKey: at(devnet.accounts, 0).privateKey,
        solanaMinterSecretKey: solanaDevnetMintAuthority.secretKey,
        webhookSecret,
      },
    },
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await devnet?.stop()
  coinbase?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('on-ramp providers and quotes', () => {
  it('lists the providers with their fees and namespaces', async () => {
    const { status, body } = await call<{ providers: OnrampProvider[] }>(
      '/v1/onramp/providers?projectId=latch-dev',
    )
    expect(status).toBe(200)
    expect(body.providers.map((p) => [p.id, p.feeRange, p.namespaces, p.available])).toEqual([
      ['coinbase', { min: 1, max: 2 }, ['eip155'], true],
      ['moonpay', { min: 1, max: 2 }, ['eip155', 'solana'], true],
      ['sandbox', { min: 1.5, max: 1.5 }, ['eip155', 'solana'], true],
    ])
  })

  it('quotes 50 USD of USDC through the sandbox after its 1.5% fee', async () => {
    const { status, body } = await call<OnrampQuote>(
      `/v1/onramp/quote?projectId=latch-dev&provider=sandbox&network=${network}&token=${usdc}&fiatAmount=50`,
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({
      fiatAmount: '50.00',
      feeAmount: '0.75',
      cryptoAmount: '49.25',
      estimate: false,
    })
    expect(body.token).toEqual({ address: usdc, symbol: 'USDC', decimals: 6 })
  })

  it('refuses bad input with 400 { code, message }', async () => {
    const base = `/v1/onramp/quote?projectId=latch-dev&network=${network}&token=${usdc}`
    const cases: [string, string][] = [
      [`${base}&provider=sandbox&fiatAmount=fifty`, 'INVALID_PARAMS'],
      [`${base}&provider=paypal&fiatAmount=50`, 'INVALID_PARAMS'],
      [`${base}&provider=sandbox&fiatAmount=5`, 'ONRAMP_INVALID_AMOUNT'],
      [
        `/v1/onramp/quote?projectId=latch-dev&provider=coinbase&network=solana:5fKwQmBxy379hbnn7RgQwjCcLqkqayhm&token=${usdc}&fiatAmount=50`,
        'ONRAMP_UNSUPPORTED_NETWORK',
      ],
      [
        `/v1/onramp/quote?projectId=latch-dev&provider=sandbox&network=eip155:999&token=${usdc}&fiatAmount=50`,
        'UNSUPPORTED_CHAIN',
      ],
    ]
    for (const [path, code] of cases) {
      const { status, body } = await call<ErrorBody>(path)
      expect([path, status, body.code]).toEqual([path, 400, code])
      expect(body.message).toBeTruthy()
    }
    const session = await postJson<ErrorBody>('/v1/onramp/session?projectId=latch-dev', {
      provider: 'sandbox',
    })
    expect([session.status, session.body.code]).toEqual([400, 'INVALID_PARAMS'])
  })

  it('sends card purchases to the card on-ramp chain, ethereum by fallback', () => {
    expect(cardOnrampNetwork('eip155:8453')).toBe('base')
    expect(cardOnrampNetwork('eip155:43114')).toBe('avalanche-c-chain')
    expect(cardOnrampNetwork('eip155:31337')).toBe('ethereum')
  })
})

describe('provider widget URLs', () => {
  const address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
  const order = { network: '', token: usdc, fiatAmount: '50', address }

  it("signs MoonPay's URL with HMAC-SHA256 of its query string, as the last parameter", async () => {
    const { status, body } = await postJson<{ url: string }>('/v1/onramp/session?projectId=latch-dev', {
      ...order,
      network,
      provider: 'moonpay',
    })
    expect(status).toBe(200)
    const url = new URL(body.url)
    expect(url.origin).toBe('https://buy-sandbox.moonpay.com')
    expect(url.searchParams.get('walletAddress')).toBe(address)
    expect(url.searchParams.get('currencyCode')).toBe('usdc')
    expect([...url.searchParams.keys()].at(-1)).toBe('signature')
    const unsigned = body.url.slice(0, body.url.lastIndexOf('&signature='))
    const expected = createHmac('sha256', 'sk_test_key').update(new URL(unsigned).search).digest('base64')
    expect(url.searchParams.get('signature')).toBe(expected)
    // Any change to the query string changes the signature MoonPay checks.
    expect(signMoonpayUrl(unsigned.replace(address, address.replace('8', '9')), 'sk_test_key')).not.toBe(
      body.url,
    )
  })

  it('starts Coinbase Onramp with a session token asked with a signed CDP JWT', async () => {
    const { status, body } = await postJson<{ url: string }>('/v1/onramp/session?projectId=latch-dev', {
      ...order,
      network,
      provider: 'coinbase',
    })
    expect(status).toBe(200)
    const url = new URL(body.url)
    expect(url.origin + url.pathname).toBe('https://pay.coinbase.com/buy/select-asset')
    expect(url.searchParams.get('sessionToken')).toBe('session-token-1')
    expect(url.searchParams.get('defaultNetwork')).toBe('ethereum')
    expect(url.searchParams.has('addresses')).toBe(false)
    const sent = at(tokenRequests, tokenRequests.length - 1)
    expect(sent.body.addresses).toEqual([{ address, blockchains: ['ethereum'] }])
    expect(sent.body.clientIp).toBe('127.0.0.1')
    const [header, claims, signature] = sent.authorization.replace('Bearer ', '').split('.') as [
      string,
      string,
      string,
    ]
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({
      alg: 'ES256',
      kid: 'organizations/o/apiKeys/k',
    })
    const payload = JSON.parse(Buffer.from(claims, 'base64url').toString())
    expect(payload).toMatchObject({ iss: 'cdp', sub: 'organizations/o/apiKeys/k' })
    expect(payload.uri).toMatch(/^POST 127\.0\.0\.1:\d+\/onramp\/v1\/token$/)
    expect(payload.exp - payload.nbf).toBe(120)
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: coinbaseKey.publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    )
    expect(valid).toBe(true)
  })
})

describe('the sandbox provider', () => {
  const buyer = '0x90f79bf6eb2c4f870365e785982e1f101e93b906'
  let purchaseId: string

  it('mints the quoted amount for a test card, and the signed webhook completes the purchase', async () => {
    const chain = at(devnet.chains, 0)
    const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
    const before = await client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    const session = await postJson<{ url: string; purchaseId: string }>(
      '/v1/onramp/session?projectId=latch-dev',
      {
        provider: 'sandbox',
        network,
        token: usdc,
        fiatAmount: '50',
        address: buyer,
      },
    )
    expect(session.status).toBe(200)
    purchaseId = session.body.purchaseId
    expect(session.body.url).toBe(`${server.url}/onramp/sandbox/${purchaseId}`)
    const pageText = await (await fetch(session.body.url)).text()
    expect(pageText).toContain('SANDBOX')
    expect(pageText).toContain('49.25 USDC')

    const pay = (cardNumber: string) =>
      fetch(session.body.url, {
        method: 'POST',
        body: new URLSearchParams({ cardNumber, expiry: '12/34', cvc: '123' }),
      }).then((r) => r.text())
    expect(await pay('5555 5555 5555 4444')).toContain('This is not a test card')
    expect(await pay('4242 4242 4242 4242')).toContain('Payment complete')
    const after = await client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    expect(after - before).toBe(parseUnits('49.25', 6))
    // Paying twice mints nothing more.
    expect(await pay('4242 4242 4242 4242')).toContain('already completed')

    const status = await call<{ status: string; txHash: string }>(
      `/v1/onramp/purchases/${purchaseId}?projectId=latch-dev`,
    )
    expect(status.body.status).toBe('completed')
    const history = await call<TransactionHistoryPage>(
      `/v1/account/${buyer}/history?projectId=latch-dev&onramp=true`,
    )
    expect(
      history.body.data.map((item) => [
        item.metadata.operationType,
        item.metadata.hash,
        item.transfers[0]?.quantity.numeric,
      ]),
    ).toEqual([['buy', status.body.txHash, '49.25']])
    // The indexed mint shows in the account's history as the purchase.
    await expect
      .poll(
        async () =>
          (
            await call<TransactionHistoryPage>(
              `/v1/account/${buyer}/history?projectId=latch-dev&chainId=${network}&cache=false`,
            )
          ).body.data.find((item) => item.metadata.hash === status.body.txHash)?.metadata.operationType,
        { timeout: 30_000 },
      )
      .toBe('buy')
    const other = await call<TransactionHistoryPage>(
      `/v1/account/${buyer}/history?projectId=latch-dev&onramp=moonpay`,
    )
    expect(other.body.data).toEqual([])
  }, 60_000)

  it('refuses forged, stale and replayed webhooks', async () => {
    const session = await postJson<{ purchaseId: string }>('/v1/onramp/session?projectId=latch-dev', {
      provider: 'sandbox',
      network,
      token: usdc,
      fiatAmount: '20',
      address: buyer,
    })
    const body = JSON.stringify({
      purchaseId: session.body.purchaseId,
      status: 'failed',
      cryptoAmount: '19.7',
    })
    const refused = async (response: Response) => [
      response.status,
      ((await response.json()) as ErrorBody).code,
    ]
    expect(await refused(await webhook(body, undefined))).toEqual([401, 'INVALID_WEBHOOK_SIGNATURE'])
    expect(await refused(await webhook(body, signWebhook(body, 'not-the-secret', now())))).toEqual([
      401,
      'INVALID_WEBHOOK_SIGNATURE',
    ])
    expect(
      await refused(
        await webhook(body.replace('failed', 'completed'), signWebhook(body, webhookSecret, now())),
      ),
    ).toEqual([401, 'INVALID_WEBHOOK_SIGNATURE'])
    expect(await refused(await webhook(body, signWebhook(body, webhookSecret, now() - 600)))).toEqual([
      401,
      'INVALID_WEBHOOK_SIGNATURE',
    ])
    const signed = signWebhook(body, webhookSecret, now())
    expect((await webhook(body, signed)).status).toBe(200)
    expect(await refused(await webhook(body, signed))).toEqual([409, 'REPLAYED_WEBHOOK'])
    // A fresh signature for a purchase already settled moves nothing.
    expect(await refused(await webhook(body, signWebhook(body, webhookSecret, now() + 1)))).toEqual([
      409,
      'ONRAMP_PURCHASE_SETTLED',
    ])
    const malformed = '{"purchaseId":"nope"}'
    expect(await refused(await webhook(malformed, signWebhook(malformed, webhookSecret, now())))).toEqual([
      400,
      'INVALID_PARAMS',
    ])
  })

  it('delivers on Solana: USDC minted and SOL sent to the buyer, the purchase in its history', async () => {
    const rpc = createSolanaRpc(devnet.solana?.rpcUrl ?? '')
    const buyer = (await generateKeyPairSigner()).address
    const [usdcAccount] = await findAssociatedTokenPda({
      owner: buyer,
      mint: solanaAddress(solanaDevnetUsdcMint),
      tokenProgram: solanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    })
    const buy = async (token: string) => {
      const quote = await call<OnrampQuote>(
        `/v1/onramp/quote?projectId=latch-dev&provider=sandbox&network=${solanaDevnetCaipNetworkId}&token=${token}&fiatAmount=50`,
      )
      expect(quote.status).toBe(200)
      const session = await postJson<{ url: string; purchaseId: string }>(
        '/v1/onramp/session?projectId=latch-dev',
        {
          provider: 'sandbox',
          network: solanaDevnetCaipNetworkId,
          token,
          fiatAmount: '50',
          address: buyer,
        },
      )
      expect(session.status).toBe(200)
      const page = await fetch(session.body.url, {
        method: 'POST',
        body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }),
      }).then((r) => r.text())
      expect(page).toContain('Payment complete')
      const purchase = await call<{ status: string; txHash: string }>(
        `/v1/onramp/purchases/${session.body.purchaseId}?projectId=latch-dev`,
      )
      expect(purchase.body.status).toBe('completed')
      // A Solana signature, confirmed on the validator.
      const { value } = await rpc.getSignatureStatuses([purchase.body.txHash as never]).send()
      expect(value[0]?.err).toBe(null)
      return { quote: quote.body, txHash: purchase.body.txHash }
    }

    const usdc = await buy(solanaDevnetUsdcMint)
    expect(usdc.quote).toMatchObject({ cryptoAmount: '49.25', cardNetwork: 'solana' })
    expect(usdc.quote.token).toEqual({ address: solanaDevnetUsdcMint, symbol: 'USDC', decimals: 6 })
    const { value: held } = await rpc.getTokenAccountBalance(usdcAccount).send()
    expect(held.amount).toBe(parseUnits('49.25', 6).toString())

    // SOL as token lists name it (wrapped SOL's mint): sent from the sandbox's key.
    const sol = await buy('So11111111111111111111111111111111111111112')
    expect(sol.quote.token).toMatchObject({ address: 'native', symbol: 'SOL', decimals: 9 })
    const { value: lamports } = await rpc.getBalance(buyer).send()
    expect(lamports).toBe(parseUnits(sol.quote.cryptoAmount, 9))

    const history = await call<TransactionHistoryPage>(
      `/v1/account/${buyer}/history?projectId=latch-dev&onramp=true`,
    )
    expect(
      history.body.data.map((item) => [
        item.metadata.chain,
        item.metadata.hash,
        item.transfers[0]?.quantity.numeric,
      ]),
    ).toEqual([
      [solanaDevnetCaipNetworkId, sol.txHash, sol.quote.cryptoAmount],
      [solanaDevnetCaipNetworkId, usdc.txHash, '49.25'],
    ])
  }, 60_000)

  it('refuses a Solana order with an address or token of another namespace', async () => {
    const order = { provider: 'sandbox', network: solanaDevnetCaipNetworkId, fiatAmount: '50' }
    const evmBuyer = '0x90f79bf6eb2c4f870365e785982e1f101e93b906'
    expect(
      await postJson<ErrorBody>('/v1/onramp/session?projectId=latch-dev', {
        ...order,
        token: solanaDevnetUsdcMint,
        address: evmBuyer,
      }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_BODY' } })
    expect(
      await postJson<ErrorBody>('/v1/onramp/session?projectId=latch-dev', {
        ...order,
        network,
        token: usdc,
        address: solanaDevnetMintAuthority.address,
      }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_BODY' } })
    expect(
      await call<ErrorBody>(
        `/v1/onramp/quote?projectId=latch-dev&provider=sandbox&network=${solanaDevnetCaipNetworkId}&token=${usdc}&fiatAmount=50`,
      ),
    ).toMatchObject({ status: 400, body: { code: 'ONRAMP_UNSUPPORTED_TOKEN' } })
    expect(
      await call<ErrorBody>(
        `/v1/onramp/quote?projectId=latch-dev&provider=sandbox&network=${solanaDevnetCaipNetworkId}&token=not-a-mint&fiatAmount=50`,
      ),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMS' } })
  })

  it('is refused in production', async () => {
    await expect(
      startServer({
        port: 0,
        mode: 'production',
        publicUrl: 'https://api.example.com',
        onramp: { sandbox: { minterPrivateKey: at(devnet.accounts, 0).privateKey, webhookSecret } },
      }),
    ).rejects.toBeInstanceOf(SandboxInProductionError)
  })
})
