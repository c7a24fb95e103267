import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createDevnetBundlerClient,
  type Devnet,
  devnetContracts,
  devnetSmartAccount,
  sponsorUserOperation,
  startDevnet,
  toViemChain,
} from '@latch/devnet'
import type { SmartAccountContracts } from '@latch/smart-account'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  keccak256,
  parseEther,
  toBytes,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { isErc6492Signature } from 'viem/utils'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sendSmartAccountCalls } from './sendSmartAccountCalls.js'
import { deriveSmartAccount, toFrameSmartAccount } from './smartAccount.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337], bundler: true })
}, 150_000)

afterAll(async () => {
  await devnet?.stop()
})

const contracts: SmartAccountContracts = devnetSmartAccount

const typedData = {
  domain: { name: 'Latch', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const

test('the smart account is derived from the owner address alone, signs as a HybridDeleGator (ERC-6492 before its first UserOperation deploys it, ERC-1271 after)', async () => {
  const [chain] = devnet.chains
  if (!chain) throw new Error('no chain')
  const viemChain = toViemChain(chain)
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const key = privateKeyToAccount(keccak256(toBytes(`frame key ${Date.now()}`)))

  const before = await deriveSmartAccount({ client, owner: key.address, contracts })
  expect(before.isDeployed).toBe(false)
  expect(before.address).not.toBe(key.address)
  // Deterministic: the same owner gives the same account; another owner another one.
  expect((await deriveSmartAccount({ client, owner: key.address, contracts })).address).toBe(before.address)
  const other = privateKeyToAccount(keccak256(toBytes(`other ${Date.now()}`)))
  expect((await deriveSmartAccount({ client, owner: other.address, contracts })).address).not.toBe(
    before.address,
  )

  const account = await toFrameSmartAccount({ client, owner: key, contracts })
  expect(account.address).toBe(before.address)

  // Undeployed: the signature carries the factory call (ERC-6492), and a verifier accepts it for the address.
  const message = 'Sign in to Latch'
  const early = await account.signMessage({ message })
  expect(isErc6492Signature(early)).toBe(true)
  expect(await client.verifyMessage({ address: account.address, message, signature: early })).toBe(true)
  expect(await client.verifyMessage({ address: account.address, message: 'other', signature: early })).toBe(
    false,
  )
  const earlyTyped = await account.signTypedData(typedData)
  expect(isErc6492Signature(earlyTyped)).toBe(true)
  expect(
    await client.verifyTypedData({ address: account.address, ...typedData, signature: earlyTyped }),
  ).toBe(true)
  // Another key's account signature for this address is refused.
  const forged = await (await toFrameSmartAccount({ client, owner: other, contracts })).signMessage({
    message,
  })
  expect(await client.verifyMessage({ address: account.address, message, signature: forged })).toBe(false)
  // Verification ran without deploying anything.
  expect(await client.getCode({ address: account.address })).toBeUndefined()

  // The key's account, sending its first (sponsored) operation, is deployed at that address.
  const bundler = createDevnetBundlerClient({ chain, client, account })
  const hash = await bundler.sendUserOperation({
    calls: [{ to: devnetContracts.usdc, abi: erc20Abi, functionName: 'approve', args: [other.address, 1n] }],
  })
  expect((await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50 })).success).toBe(true)
  expect(await deriveSmartAccount({ client, owner: key.address, contracts })).toEqual({
    address: before.address,
    isDeployed: true,
  })

  // Deployed: a plain ERC-1271 signature, checked by the account's isValidSignature.
  const deployed = await toFrameSmartAccount({ client, owner: key, contracts })
  const late = await deployed.signMessage({ message })
  expect(isErc6492Signature(late)).toBe(false)
  expect(await client.verifyMessage({ address: account.address, message, signature: late })).toBe(true)
  expect(await client.verifyMessage({ address: account.address, message: 'other', signature: late })).toBe(
    false,
  )
  const lateTyped = await deployed.signTypedData(typedData)
  expect(await client.verifyTypedData({ address: account.address, ...typedData, signature: lateTyped })).toBe(
    true,
  )
}, 60_000)

test('without sponsorship, the account pays its own gas: no paymaster is asked, and its first operation deploys it', async () => {
  const [chain] = devnet.chains
  if (!chain?.bundlerUrl) throw new Error('no chain with a bundler')
  const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
  const key = privateKeyToAccount(keccak256(toBytes(`paying key ${Date.now()}`)))
  const spender = privateKeyToAccount(keccak256(toBytes(`spender ${Date.now()}`))).address
  const { address } = await deriveSmartAccount({ client, owner: key.address, contracts })
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(parseEther('1'))] as never,
  })

  // The bundler itself, which has no paymaster methods: a sponsored send could not get through.
  const hash = await sendSmartAccountCalls({
    approve: (use) => use(key),
    client,
    bundlerUrl: chain.bundlerUrl,
    contracts,
    sponsored: false,
    calls: [{ to: devnetContracts.usdc, data: encodeApprove(spender, 7n) }],
  })
  const receipt = await client.getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(
    await client.readContract({
      address: devnetContracts.usdc,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [address, spender],
    }),
  ).toBe(7n)
  const left = await client.getBalance({ address })
  expect(left).toBeLessThan(parseEther('1'))
  expect(left).toBeGreaterThan(parseEther('0.9'))
  expect((await deriveSmartAccount({ client, owner: key.address, contracts })).isDeployed).toBe(true)
}, 60_000)

test("a sponsored send carries the wallet session's access token on every bundler and paymaster request, read afresh each time", async () => {
  const [chain] = devnet.chains
  if (!chain?.bundlerUrl) throw new Error('no chain with a bundler')
  const bundlerUrl = chain.bundlerUrl
  const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
  const key = privateKeyToAccount(keccak256(toBytes(`session key ${Date.now()}`)))
  const spender = privateKeyToAccount(keccak256(toBytes(`spender ${Date.now()}`))).address

  // The server's /v1/bundler as the frame sees it: the paymaster answered here (the devnet's signer), the rest
  // passed to the bundler; each request's Authorization is recorded.
  const seen: { method: string; authorization: string | undefined }[] = []
  const server = createServer(async (request, response) => {
    let text = ''
    for await (const chunk of request) text += chunk
    const body = JSON.parse(text) as { id: number; method: string; params: unknown[] }
    seen.push({ method: body.method, authorization: request.headers.authorization })
    let answer: unknown
    if (body.method === 'pm_getPaymasterStubData' || body.method === 'pm_getPaymasterData') {
      const [op] = body.params as [Record<string, string>]
      const quantity = (name: string) => (op[name] ? BigInt(op[name]) : 0n)
      const sponsorship = await sponsorUserOperation({
        userOperation: {
          sender: op.sender as `0x${string}`,
          nonce: quantity('nonce'),
          factory: op.factory as `0x${string}` | undefined,
          factoryData: op.factoryData as `0x${string}` | undefined,
          callData: op.callData as `0x${string}`,
          callGasLimit: quantity('callGasLimit'),
          verificationGasLimit: quantity('verificationGasLimit'),
          preVerificationGas: quantity('preVerificationGas'),
          maxFeePerGas: quantity('maxFeePerGas'),
          maxPriorityFeePerGas: quantity('maxPriorityFeePerGas'),
        },
        chainId: chain.chainId,
        stub: body.method === 'pm_getPaymasterStubData',
      })
      answer = {
        jsonrpc: '2.0',
        id: body.id,
        result: {
          paymaster: sponsorship.paymaster,
          paymasterData: sponsorship.paymasterData,
          paymasterVerificationGasLimit: toHex(sponsorship.paymasterVerificationGasLimit),
          paymasterPostOpGasLimit: toHex(sponsorship.paymasterPostOpGasLimit),
        },
      }
    } else {
      const forwarded = await fetch(bundlerUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      })
      answer = await forwarded.json()
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  try {
    let issued = 0
    const hash = await sendSmartAccountCalls({
      approve: (use) => use(key),
      client,
      bundlerUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      // A refreshed token each time it is read, as a short-lived session's is.
      accessToken: async () => `token-${++issued}`,
      contracts,
      sponsored: true,
      calls: [{ to: devnetContracts.usdc, data: encodeApprove(spender, 3n) }],
    })
    expect((await client.getTransactionReceipt({ hash })).status).toBe('success')
    const methods = seen.map((entry) => entry.method)
    expect(methods).toEqual(
      expect.arrayContaining(['pm_getPaymasterStubData', 'pm_getPaymasterData', 'eth_sendUserOperation']),
    )
    // Every request had a token of its own, read when it was sent.
    expect(seen.map((entry) => entry.authorization)).toEqual(seen.map((_, i) => `Bearer token-${i + 1}`))
    expect(issued).toBe(seen.length)
    const { address } = await deriveSmartAccount({ client, owner: key.address, contracts })
    expect(
      await client.readContract({
        address: devnetContracts.usdc,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, spender],
      }),
    ).toBe(3n)
  } finally {
    server.close()
  }
}, 60_000)

const encodeApprove = (spender: `0x${string}`, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
