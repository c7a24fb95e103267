import { type Devnet, type DevnetChain, devnetContracts, toViemChain } from '@latch/devnet'
import { eq } from 'drizzle-orm'
import { type Address, createWalletClient, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetSafe } from '../testing/createDevnetSafe.js'
import { chainIdToCoinType } from './coinType.js'
import { profileNames } from './namesTables.js'
import type { ProfileTestApp } from './testing/createProfileTestApp.js'
import { type ProfileTestStack, startProfileTestStack } from './testing/startProfileTestStack.js'

let devnet: Devnet
let test: ProfileTestApp
let stack: ProfileTestStack | undefined

beforeAll(async () => {
  stack = await startProfileTestStack()
  ;({ devnet, test } = stack)
})
afterAll(() => stack?.close())

const devnetCoinType = chainIdToCoinType(31337)
const nowSeconds = () => Math.floor(Date.now() / 1000)

type Registration = { coinType: number; address: Address; signature: Hex; message: string }

async function signedRegistration(
  privateKey: Hex,
  name: string,
  options: { timestamp?: number; coinType?: number; attributes?: Record<string, string> } = {},
): Promise<Registration> {
  const account = privateKeyToAccount(privateKey)
  const message = JSON.stringify({
    name,
    attributes: options.attributes ?? {},
    timestamp: options.timestamp ?? nowSeconds(),
  })
  return {
    coinType: options.coinType ?? 60,
    address: account.address,
    signature: await account.signMessage({ message }),
    message,
  }
}

const register = async (body: unknown, projectId = 'latch-dev') => {
  const res = await test.app.request(`/v1/profile/account?projectId=${projectId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are JSON that the assertions inspect
  return { status: res.status, body: (await res.json()) as any }
}
const get = async (path: string) => {
  const res = await test.app.request(path)
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are JSON that the assertions inspect
  return { status: res.status, body: (await res.json()) as any }
}

describe('POST /v1/profile/account', () => {
  it('registers a name for an EOA; lookup, reverse lookup and suggestions see it', async () => {
    const key = generatePrivateKey()
    const registration = await signedRegistration(key, 'Alice.latch.id', { attributes: { bio: 'hi' } })
    const created = await register(registration)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'alice.latch.id',
      addresses: { '60': { address: registration.address } },
      attributes: { bio: 'hi' },
    })
    expect(Math.abs(created.body.registered - nowSeconds())).toBeLessThan(60)

    const lookup = await get('/v1/profile/account/ALICE.latch.id?projectId=latch-dev')
    expect(lookup.status).toBe(200)
    expect(lookup.body).toEqual(created.body)

    const reverse = await get(`/v1/profile/reverse/${registration.address.toLowerCase()}?projectId=latch-dev`)
    expect(reverse.status).toBe(200)
    expect(reverse.body.map((record: { name: string }) => record.name)).toEqual(['alice.latch.id'])
    expect(reverse.body[0]).toEqual(created.body)
    const otherCoin = await get(
      `/v1/profile/reverse/${registration.address}?projectId=latch-dev&coinType=${devnetCoinType}`,
    )
    expect(otherCoin.body).toEqual([])

    // A taken variant is not offered.
    await test.database.db.insert(profileNames).values({
      name: 'alice1.latch.id',
      address: registration.address.toLowerCase(),
      coinType: 60,
      projectId: 'latch-dev',
    })
    const suggestions = await get('/v1/profile/suggestions/alice?projectId=latch-dev&zone=latch.id')
    expect(suggestions.status).toBe(200)
    expect(suggestions.body.suggestions[0]).toEqual({ name: 'alice.latch.id', registered: true })
    expect(suggestions.body.suggestions.length).toBe(6)
    for (const suggestion of suggestions.body.suggestions.slice(1)) {
      expect(suggestion.registered).toBe(false)
      expect(suggestion.name).toMatch(/^alice[a-z0-9-]+\.latch\.id$/)
    }
    expect(suggestions.body.suggestions.map((s: { name: string }) => s.name)).not.toContain('alice1.latch.id')
    const free = await get(
      '/v1/profile/suggestions/zelda-free.example.org?projectId=latch-dev&zone=example.org',
    )
    expect(free.body.suggestions[0]).toEqual({ name: 'zelda-free.example.org', registered: false })
  })

  it('registers a name for the ERC-1271 SmartWallet with its owner’s personal_sign, checked on the chain', async () => {
    const chain = devnet.chains[0] as DevnetChain
    const owner = createWalletClient({
      account: devnet.smartWalletOwner.address,
      chain: toViemChain(chain),
      transport: http(chain.rpcUrl),
    })
    const message = JSON.stringify({ name: 'smart-wallet.latch.id', attributes: {}, timestamp: nowSeconds() })
    // The node signs (personal_sign with its unlocked account #1), as a wallet would.
    const signature = await owner.signMessage({ message })
    const body = { coinType: devnetCoinType, address: devnetContracts.smartWallet, signature, message }
    const created = await register(body)
    expect(created.status).toBe(201)
    expect(created.body.addresses[String(devnetCoinType)].address).toBe(devnetContracts.smartWallet)

    // Mainnet is not served here, so the same owner signature cannot be checked against the wallet there.
    const message2 = JSON.stringify({
      name: 'smart-wallet-2.latch.id',
      attributes: {},
      timestamp: nowSeconds(),
    })
    const onMainnet = await register({
      coinType: 60,
      address: devnetContracts.smartWallet,
      signature: await owner.signMessage({ message: message2 }),
      message: message2,
    })
    expect(onMainnet.status).toBe(401)
    expect(onMainnet.body.code).toBe('INVALID_SIGNATURE')
  })

  it('registers names for a smart account (Safe): ERC-6492 before deployment, ERC-1271 after; a forged one is refused', async () => {
    const chain = devnet.chains[0] as DevnetChain
    const safe = await createDevnetSafe(chain)
    const { account } = safe
    const registration = async (name: string, signer = account) => {
      const message = JSON.stringify({ name, attributes: {}, timestamp: nowSeconds() })
      const signature = await signer.signMessage({ message })
      return { coinType: devnetCoinType, address: account.address, signature, message }
    }
    const stranger = (await createDevnetSafe(chain)).account
    const forged = await register(await registration('safe-forged.latch.id', stranger))
    expect(forged).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } })

    const early = await register(await registration('safe-early.latch.id'))
    expect(early.status).toBe(201)
    expect(early.body.addresses[String(devnetCoinType)].address).toBe(account.address)

    await safe.deploy()
    const late = await register(await registration('safe-late.latch.id'))
    expect(late.status).toBe(201)
  })

  it('refuses a signature made by another account, stale and future timestamps, and bad names', async () => {
    const key = generatePrivateKey()
    const byOther = await signedRegistration(generatePrivateKey(), 'mallory.latch.id')
    const forged = await register({ ...byOther, address: privateKeyToAccount(key).address })
    expect(forged.status).toBe(401)
    expect(forged.body).toMatchObject({ code: 'INVALID_SIGNATURE' })
    expect(forged.body.reasons[0]).toContain('The signature was not made by')

    const stale = await register(
      await signedRegistration(key, 'stale-name.latch.id', { timestamp: nowSeconds() - 601 }),
    )
    expect(stale.status).toBe(400)
    expect(stale.body.code).toBe('MESSAGE_EXPIRED')
    const future = await register(
      await signedRegistration(key, 'future-name.latch.id', { timestamp: nowSeconds() + 300 }),
    )
    expect(future.status).toBe(400)
    expect(future.body.code).toBe('MESSAGE_FROM_FUTURE')

    const short = await register(await signedRegistration(key, 'abc.latch.id'))
    expect(short).toMatchObject({ status: 400, body: { code: 'INVALID_NAME' } })
    expect(short.body.reasons).toEqual(['Names need at least 4 characters: letters, digits and hyphens only'])
    const symbols = await register(await signedRegistration(key, 'a_b!c.latch.id'))
    expect(symbols.body.code).toBe('INVALID_NAME')
    const noSuffix = await register(await signedRegistration(key, 'alice.eth'))
    expect(noSuffix.body.reasons[0]).toBe('Names end in .latch.id or .example.org')

    const notJson = await register({ ...(await signedRegistration(key, 'x')), message: 'hello world' })
    expect(notJson.body.code).toBe('INVALID_MESSAGE')
  })

  it("answers 'Invalid chainId' for a coin type beyond 32 bits, and refuses non-EVM coin types", async () => {
    const key = generatePrivateKey()
    const tooLarge = await register(
      await signedRegistration(key, 'big-chain.latch.id', { coinType: 2 ** 32 + 5 }),
    )
    expect(tooLarge.status).toBe(400)
    expect(tooLarge.body).toMatchObject({ code: 'INVALID_CHAIN_ID', message: 'Invalid chainId' })
    expect(tooLarge.body.reasons[0]).toBe('Invalid chainId')
    const bitcoin = await register(await signedRegistration(key, 'bitcoin-name.latch.id', { coinType: 0 }))
    expect(bitcoin.body.code).toBe('UNSUPPORTED_COIN_TYPE')
  })

  it('refuses a replayed message, even re-submitted after its name was released', async () => {
    const registration = await signedRegistration(generatePrivateKey(), 'replay-me.latch.id')
    expect((await register(registration)).status).toBe(201)
    const replay = await register(registration)
    expect(replay.status).toBe(409)
    expect(replay.body.code).toBe('MESSAGE_ALREADY_USED')
    // The message record alone refuses it: the name is gone but the message stays used.
    await test.database.db.delete(profileNames).where(eq(profileNames.name, 'replay-me.latch.id'))
    const again = await register(registration)
    expect(again.body.code).toBe('MESSAGE_ALREADY_USED')
  })

  it('lets exactly one of 50 concurrent registrations of one name succeed', async () => {
    const registrations = await Promise.all(
      Array.from({ length: 50 }, () => signedRegistration(generatePrivateKey(), 'contested.latch.id')),
    )
    const results = await Promise.all(registrations.map((registration) => register(registration)))
    const won = results.filter((result) => result.status === 201)
    const lost = results.filter((result) => result.status !== 201)
    expect(won.length).toBe(1)
    expect(lost.length).toBe(49)
    for (const result of lost) {
      expect(result.status).toBe(409)
      expect(result.body).toMatchObject({ code: 'NAME_TAKEN' })
      expect(result.body.reasons[0]).toBe('contested.latch.id is already registered; choose another name')
    }
    const lookup = await get('/v1/profile/account/contested.latch.id?projectId=latch-dev')
    expect(lookup.body.addresses['60'].address).toBe(won[0]?.body.addresses['60'].address)
  })

  it('registers once with one signed message submitted many times at once', async () => {
    const registration = await signedRegistration(generatePrivateKey(), 'submitted-twice.latch.id')
    const results = await Promise.all(Array.from({ length: 20 }, () => register(registration)))
    expect(results.filter((result) => result.status === 201)).toHaveLength(1)
    for (const result of results.filter((r) => r.status !== 201)) {
      expect(result).toMatchObject({ status: 409, body: { code: 'MESSAGE_ALREADY_USED' } })
    }
  })

  it('lets one address hold at most 5 names, also when it registers several at once', async () => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    for (let i = 0; i < 3; i++)
      expect((await register(await signedRegistration(key, `capped-${i}.latch.id`))).status).toBe(201)
    // Eight more at the same time: only two fit under the cap.
    const registrations = await Promise.all(
      [3, 4, 5, 6, 7, 8, 9, 10].map((i) => signedRegistration(key, `capped-${i}.latch.id`)),
    )
    const results = await Promise.all(registrations.map((registration) => register(registration)))
    expect(results.map((result) => result.status).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409])
    for (const refused of results.filter((result) => result.status === 409)) {
      expect(refused.body).toMatchObject({
        code: 'NAME_LIMIT_REACHED',
        reasons: [`${address} already holds 5 names, the most one address may register`],
      })
    }
    const held = await get(`/v1/profile/reverse/${address}?projectId=latch-dev`)
    expect(held.body).toHaveLength(5)
    // Another address is not affected.
    expect(
      (await register(await signedRegistration(generatePrivateKey(), 'capped-other.latch.id'))).status,
    ).toBe(201)
  })

  it('answers every refusal as { code, message, reasons }', async () => {
    const unknownProject = await register(
      await signedRegistration(generatePrivateKey(), 'nobody.latch.id'),
      'nope',
    )
    expect(unknownProject.status).toBe(403)
    expect(unknownProject.body).toMatchObject({ code: 'PROJECT_NOT_FOUND', reasons: [expect.any(String)] })

    const malformed = await register('{"coinType":')
    expect(malformed.status).toBe(400)
    expect(malformed.body.reasons).toHaveLength(1)

    const invalidBody = await register({ coinType: -1, address: '0x12', signature: 'zz', message: '' })
    expect(invalidBody.status).toBe(400)
    expect(invalidBody.body.code).toBe('INVALID_PARAMS')
    expect(invalidBody.body.reasons.length).toBeGreaterThanOrEqual(4)

    const missing = await get('/v1/profile/account/nobody-here.latch.id?projectId=latch-dev')
    expect(missing).toMatchObject({
      status: 404,
      body: { code: 'NAME_NOT_FOUND', reasons: [expect.any(String)] },
    })
    const badAddress = await get('/v1/profile/reverse/0xnothex?projectId=latch-dev')
    expect(badAddress.status).toBe(400)
    expect(badAddress.body.reasons[0]).toContain('param.address')
    const badZone = await get('/v1/profile/suggestions/alice?projectId=latch-dev&zone=eth')
    expect(badZone.body.code).toBe('INVALID_ZONE')
    const shortSuggestion = await get('/v1/profile/suggestions/ab?projectId=latch-dev')
    expect(shortSuggestion.body.code).toBe('INVALID_NAME')
    const noProject = await get('/v1/profile/account/alice.latch.id')
    expect(noProject.status).toBe(400)
  })
})
