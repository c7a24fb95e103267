import { devnetPaymasterSigner } from '@latch/devnet'
import { count, eq } from 'drizzle-orm'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { secretKeyHeader } from '../access/createProjectAccess.js'
import { createProject, type Project } from '../projects/createProject.js'
import { rotateSecretKey } from '../projects/rotateSecretKey.js'
import { setSponsorship } from '../projects/setSponsorship.js'
import { devProject } from '../seedDatabase.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { type ErrorBody, requestJson } from '../testing/requestJson.js'
import { sponsoredOperations } from './smartAccountsTables.js'
import { maxOperationCost, recordSponsorship } from './sponsorshipPolicy.js'

let app: TestApp
/** Each project's secret key: these tests sponsor any sender as the project's own server does. */
const secretKeys = new Map<string, string>()

// The paymaster route answers without reaching the chain: the policy is the server's own.
beforeAll(async () => {
  app = await createTestApp({
    cacheTtlMs: 0,
    chains: [
      {
        chainId: 31337,
        rpcUrls: ['http://127.0.0.1:9'],
        smartAccounts: {
          bundlerUrl: 'http://127.0.0.1:9',
          paymasterSignerKey: devnetPaymasterSigner.privateKey,
        },
      },
    ],
  })
  for (const id of ['shop', 'daily', 'budget', 'burst', 'burst-wei']) {
    const { secretKey } = await createProject(app.database.db, {
      id,
      name: id,
      allowedOrigins: ['http://localhost:*'],
    })
    secretKeys.set(id, secretKey)
  }
  secretKeys.set(devProject.id, await rotateSecretKey(app.database.db, devProject.id))
})

afterAll(async () => {
  await app?.close()
})

const gwei = 1_000_000_000n
/** A v0.7 UserOperation of `sender` with 300k gas in all at 2 gwei (with the paymaster's 60k: 0.00072 ETH). */
const operation = (sender: string) => ({
  sender,
  nonce: '0x0',
  callData: '0x',
  callGasLimit: `0x${(100_000).toString(16)}`,
  verificationGasLimit: `0x${(150_000).toString(16)}`,
  preVerificationGas: `0x${(50_000).toString(16)}`,
  maxFeePerGas: `0x${(2n * gwei).toString(16)}`,
  maxPriorityFeePerGas: `0x${gwei.toString(16)}`,
})
/** A paymaster request with the project's secret key, or with only the headers given (an allowed Origin by default). */
const paymasterCall = (
  method: string,
  sender: string,
  projectId = 'shop',
  headers: Record<string, string> = { [secretKeyHeader]: secretKeys.get(projectId) ?? '' },
) =>
  requestJson<ErrorBody & { result?: { paymasterData: string } }>(
    app.app,
    `/v1/bundler?chainId=eip155:31337&projectId=${projectId}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method,
        params: [operation(sender), entryPoint07Address, '0x7a69'],
      }),
    },
  )
const sponsoredOf = async (projectId: string) =>
  (
    await requestJson<{ smartAccounts: { sponsored: boolean }[] }>(
      app.app,
      `/v1/capabilities?projectId=${projectId}`,
    )
  ).body.smartAccounts.map((entry) => entry.sponsored)
const account = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const randomSender = () => privateKeyToAddress(generatePrivateKey())
const signedFor = async (projectId: string) =>
  (
    await app.database.db
      .select({ signed: count() })
      .from(sponsoredOperations)
      .where(eq(sponsoredOperations.projectId, projectId))
  )[0]?.signed ?? 0
/** What one of these operations may cost: 360k gas (the paymaster's 60k included) at 2 gwei. */
const operationCost = (300_000n + 60_000n) * 2n * gwei

test('a new project sponsors nothing until its operator says so; the development project does', async () => {
  expect(await sponsoredOf('shop')).toEqual([false])
  expect(await sponsoredOf(devProject.id)).toEqual([true])
  for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData'])
    expect(await paymasterCall(method, account(1))).toMatchObject({
      status: 403,
      body: { code: 'SPONSORSHIP_NOT_ENABLED', message: expect.stringContaining('pay their own gas') },
    })
  expect(await paymasterCall('pm_getPaymasterData', account(1), devProject.id)).toMatchObject({ status: 200 })

  await setSponsorship(app.database.db, 'shop', {})
  expect(await sponsoredOf('shop')).toEqual([true])
  expect(await paymasterCall('pm_getPaymasterData', account(1))).toMatchObject({ status: 200 })
  await setSponsorship(app.database.db, 'shop', null)
  expect(await paymasterCall('pm_getPaymasterData', account(1))).toMatchObject({ status: 403 })
})

test('an operation that may cost more than the limit is refused; the estimate stub is not limited', async () => {
  const cost = (300_000n + 60_000n) * 2n * gwei
  await setSponsorship(app.database.db, 'shop', { maxOperationCostWei: String(cost - 1n) })
  expect(await paymasterCall('pm_getPaymasterStubData', account(2))).toMatchObject({ status: 200 })
  expect(await paymasterCall('pm_getPaymasterData', account(2))).toMatchObject({
    status: 403,
    body: { code: 'SPONSORSHIP_COST_LIMIT', message: expect.stringContaining(`${cost} wei`) },
  })
  await setSponsorship(app.database.db, 'shop', { maxOperationCostWei: String(cost) })
  expect(await paymasterCall('pm_getPaymasterData', account(2))).toMatchObject({ status: 200 })
})

test('each account gets its daily number of sponsorships, counted over the last 24 hours', async () => {
  await setSponsorship(app.database.db, 'shop', { maxOperationsPerAccountPerDay: 2 })
  expect(await paymasterCall('pm_getPaymasterData', account(3))).toMatchObject({ status: 200 })
  expect(await paymasterCall('pm_getPaymasterData', account(3))).toMatchObject({ status: 200 })
  expect(await paymasterCall('pm_getPaymasterData', account(3))).toMatchObject({
    status: 429,
    body: { code: 'SPONSORSHIP_DAILY_LIMIT' },
  })
  // Stubs are free; another account and another project have their own counts.
  expect(await paymasterCall('pm_getPaymasterStubData', account(3))).toMatchObject({ status: 200 })
  expect(await paymasterCall('pm_getPaymasterData', account(4))).toMatchObject({ status: 200 })
  expect(await paymasterCall('pm_getPaymasterData', account(3), devProject.id)).toMatchObject({ status: 200 })

  // A day later the account has its number again.
  const [project] = (await app.database.db.query.projects.findMany()).filter(
    (p) => p.id === 'shop',
  ) as Project[]
  const policy = { maxOperationsPerAccountPerDay: 2 }
  const op = {
    sender: account(5) as `0x${string}`,
    nonce: 0n,
    callData: '0x' as const,
    callGasLimit: 1n,
    verificationGasLimit: 1n,
    preVerificationGas: 1n,
    maxFeePerGas: 1n,
    maxPriorityFeePerGas: 1n,
  }
  const record = (now: Date) =>
    recordSponsorship(app.database.db, {
      project: project as Project,
      policy,
      caipNetworkId: 'eip155:31337',
      operation: op,
      cost: maxOperationCost(op, { verification: 0n, postOp: 0n }),
      now,
    })
  const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000)
  await record(yesterday)
  await record(yesterday)
  // Six at once, and still only two: the count and the record happen under one lock.
  const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(() => record(new Date())))
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2)
  await expect(record(new Date())).rejects.toMatchObject({ code: 'SPONSORSHIP_DAILY_LIMIT' })
})

test('the operator sets the policy with whole numbers only', async () => {
  await expect(setSponsorship(app.database.db, 'shop', { maxOperationCostWei: '1e18' })).rejects.toThrow(
    'must be a whole number of wei',
  )
  await expect(setSponsorship(app.database.db, 'shop', { maxOperationsPerAccountPerDay: 0 })).rejects.toThrow(
    'at least 1',
  )
  await expect(setSponsorship(app.database.db, 'shop', { maxOperationsPerDay: 1.5 })).rejects.toThrow(
    'The daily limit of the project "1.5" must be a whole number of operations, at least 1',
  )
  await expect(setSponsorship(app.database.db, 'shop', { maxCostWeiPerDay: '-1' })).rejects.toThrow(
    'The daily budget "-1" must be a whole number of wei',
  )
  await expect(setSponsorship(app.database.db, 'nobody', {})).rejects.toThrow('No project with id "nobody"')
})

test('an allowed Origin alone sponsors nothing: random senders are refused before anything is signed', async () => {
  await setSponsorship(app.database.db, 'shop', {})
  const before = await signedFor('shop')
  for (let i = 0; i < 15; i++)
    for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData'])
      expect(
        await paymasterCall(method, randomSender(), 'shop', { Origin: 'http://localhost:5173' }),
      ).toMatchObject({
        status: 401,
        body: {
          code: 'SPONSORSHIP_CALLER_REQUIRED',
          message:
            "Project shop sponsors only its embedded wallets and its own servers: send the wallet session's access token (Authorization: Bearer) or the project's secret key (X-Latch-Secret-Key)",
        },
      })
  expect(await signedFor('shop')).toBe(before)
  // A wrong key is not the project's server either.
  expect(
    await paymasterCall('pm_getPaymasterData', randomSender(), 'shop', {
      [secretKeyHeader]: secretKeys.get('daily') ?? '',
    }),
  ).toMatchObject({ status: 401, body: { code: 'INVALID_SECRET_KEY' } })
  expect(await signedFor('shop')).toBe(before)
})

test("the project's daily number holds whatever the senders; stubs are not counted; a day later it is back", async () => {
  await setSponsorship(app.database.db, 'daily', { maxOperationsPerDay: 3 })
  for (let i = 0; i < 3; i++)
    expect(await paymasterCall('pm_getPaymasterData', randomSender(), 'daily')).toMatchObject({ status: 200 })
  expect(await paymasterCall('pm_getPaymasterData', randomSender(), 'daily')).toMatchObject({
    status: 429,
    body: {
      code: 'SPONSORSHIP_PROJECT_DAILY_LIMIT',
      message: 'Project daily had its 3 sponsored UserOperations of the last 24 hours',
    },
  })
  expect(await paymasterCall('pm_getPaymasterStubData', randomSender(), 'daily')).toMatchObject({
    status: 200,
  })
  // Other projects have their own.
  expect(await paymasterCall('pm_getPaymasterData', randomSender(), 'shop')).toMatchObject({ status: 200 })
  expect(await signedFor('daily')).toBe(3)

  // Operations of more than 24 hours ago no longer count.
  await app.database.db
    .update(sponsoredOperations)
    .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
    .where(eq(sponsoredOperations.projectId, 'daily'))
  expect(await paymasterCall('pm_getPaymasterData', randomSender(), 'daily')).toMatchObject({ status: 200 })
})

test("the project's daily budget in wei holds: an operation that would pass it is refused, one that fits is not", async () => {
  await setSponsorship(app.database.db, 'budget', {
    maxCostWeiPerDay: String(operationCost * 2n + operationCost / 2n),
  })
  expect(await paymasterCall('pm_getPaymasterData', randomSender(), 'budget')).toMatchObject({ status: 200 })
  expect(await paymasterCall('pm_getPaymasterData', randomSender(), 'budget')).toMatchObject({ status: 200 })
  expect(await paymasterCall('pm_getPaymasterData', randomSender(), 'budget')).toMatchObject({
    status: 429,
    body: {
      code: 'SPONSORSHIP_PROJECT_BUDGET',
      message: `This UserOperation may cost up to ${operationCost} wei; project budget has ${operationCost / 2n} wei left of the ${operationCost * 2n + operationCost / 2n} wei it sponsors in 24 hours`,
    },
  })
  const rows = await app.database.db
    .select({ costWei: sponsoredOperations.costWei })
    .from(sponsoredOperations)
    .where(eq(sponsoredOperations.projectId, 'budget'))
  expect(rows.map((row) => BigInt(row.costWei))).toEqual([operationCost, operationCost])

  // A cheaper operation (half the max fee) still fits what is left.
  const cheap = await requestJson<ErrorBody>(app.app, '/v1/bundler?chainId=eip155:31337&projectId=budget', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [secretKeyHeader]: secretKeys.get('budget') ?? '' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'pm_getPaymasterData',
      params: [
        { ...operation(randomSender()), maxFeePerGas: `0x${gwei.toString(16)}` },
        entryPoint07Address,
        '0x7a69',
      ],
    }),
  })
  expect(cheap.status).toBe(200)
  expect(await signedFor('budget')).toBe(3)
})

test('200 concurrent requests never sign more than the daily number or the daily budget allows', async () => {
  await setSponsorship(app.database.db, 'burst', { maxOperationsPerDay: 37 })
  await setSponsorship(app.database.db, 'burst-wei', { maxCostWeiPerDay: String(operationCost * 23n) })
  for (const [projectId, allowed, code] of [
    ['burst', 37, 'SPONSORSHIP_PROJECT_DAILY_LIMIT'],
    ['burst-wei', 23, 'SPONSORSHIP_PROJECT_BUDGET'],
  ] as const) {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => paymasterCall('pm_getPaymasterData', randomSender(), projectId)),
    )
    const signed = answers.filter((answer) => answer.status === 200)
    expect(signed).toHaveLength(allowed)
    expect(answers.filter((answer) => answer.status === 429 && answer.body.code === code)).toHaveLength(
      200 - allowed,
    )
    expect(new Set(signed.map((answer) => answer.body.result?.paymasterData)).size).toBe(allowed)
    expect(await signedFor(projectId)).toBe(allowed)
  }
}, 120_000)
