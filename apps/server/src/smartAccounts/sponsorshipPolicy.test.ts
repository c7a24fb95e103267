import { devnetPaymasterSigner } from '@latch/devnet'
import { entryPoint07Address } from 'viem/account-abstraction'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createProject, type Project } from '../projects/createProject.js'
import { setSponsorship } from '../projects/setSponsorship.js'
import { devProject } from '../seedDatabase.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { type ErrorBody, requestJson } from '../testing/requestJson.js'
import { maxOperationCost, recordSponsorship } from './sponsorshipPolicy.js'

let app: TestApp

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
  await createProject(app.database.db, { id: 'shop', name: 'Shop', allowedOrigins: ['http://localhost:*'] })
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
const paymasterCall = (method: string, sender: string, projectId = 'shop') =>
  requestJson<ErrorBody & { result?: { paymasterData: string } }>(
    app.app,
    `/v1/bundler?chainId=eip155:31337&projectId=${projectId}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
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
  await expect(setSponsorship(app.database.db, 'nobody', {})).rejects.toThrow('No project with id "nobody"')
})
