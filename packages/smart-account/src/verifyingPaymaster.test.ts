import {
  type Devnet,
  devnetContracts,
  devnetPaymasterSigner,
  startDevnet,
  toViemChain,
  verifyingPaymasterAbi,
} from '@latch/devnet'
import { createPublicClient, type Hex, http, parseGwei, recoverMessageAddress, size, slice } from 'viem'
import { toPackedUserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeExecuteCall } from './execution.js'
import { smartAccountDeployment } from './smartAccountDeployment.js'
import {
  paymasterPostOpGasLimit,
  paymasterVerificationGasLimit,
  type SponsoredOperation,
  signVerifyingPaymasterSponsorship,
  verifyingPaymasterHash,
} from './verifyingPaymaster.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
}, 150_000)

afterAll(async () => {
  await devnet?.stop()
})

const owner = privateKeyToAccount(generatePrivateKey()).address
const deployment = smartAccountDeployment(owner, {
  factory: devnetContracts.simpleFactory,
  implementation: devnetContracts.hybridDeleGator,
})
const operation: SponsoredOperation = {
  sender: deployment.address,
  nonce: 3n,
  factory: deployment.factory,
  factoryData: deployment.factoryData,
  callData: encodeExecuteCall([{ to: owner, value: 1n }]),
  callGasLimit: 100_000n,
  verificationGasLimit: 300_000n,
  preVerificationGas: 50_000n,
  maxFeePerGas: parseGwei('2'),
  maxPriorityFeePerGas: parseGwei('1'),
}

/** The contract's own `getHash` for `op`, with the paymaster's gas limits in its paymasterAndData. */
async function contractHash(op: SponsoredOperation, validUntil: number, validAfter: number): Promise<Hex> {
  const chain = devnet.chains[0]
  if (!chain) throw new Error('no chain')
  const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
  const packed = toPackedUserOperation({
    ...op,
    paymaster: devnetContracts.verifyingPaymaster,
    paymasterVerificationGasLimit,
    paymasterPostOpGasLimit,
    paymasterData: '0x',
    signature: '0x',
  })
  return client.readContract({
    address: devnetContracts.verifyingPaymaster,
    abi: verifyingPaymasterAbi,
    functionName: 'getHash',
    args: [packed, validUntil, validAfter],
  })
}

test("the sponsorship hash is the VerifyingPaymaster's own getHash, with and without the account's deployment", async () => {
  const validUntil = 4_000_000_000
  const hash = (op: SponsoredOperation) =>
    verifyingPaymasterHash({
      operation: op,
      chainId: 31337,
      paymaster: devnetContracts.verifyingPaymaster,
      validUntil,
      validAfter: 0,
    })
  expect(hash(operation)).toBe(await contractHash(operation, validUntil, 0))
  const deployed = { ...operation, factory: undefined, factoryData: undefined }
  expect(hash(deployed)).toBe(await contractHash(deployed, validUntil, 0))
  // Every covered field changes it: here the gas price and the chain.
  expect(hash({ ...operation, maxFeePerGas: parseGwei('3') })).not.toBe(hash(operation))
  expect(
    verifyingPaymasterHash({
      operation,
      chainId: 31338,
      paymaster: devnetContracts.verifyingPaymaster,
      validUntil,
      validAfter: 0,
    }),
  ).not.toBe(hash(operation))
}, 60_000)

test('a sponsorship is the window and the signer’s signature over that hash; a stub has the same layout and recovers to nobody', async () => {
  const parameters = {
    operation,
    chainId: 31337,
    paymaster: devnetContracts.verifyingPaymaster,
    signerKey: devnetPaymasterSigner.privateKey,
    validUntil: 4_000_000_000,
  }
  const signed = await signVerifyingPaymasterSponsorship({ ...parameters, stub: false })
  const stub = await signVerifyingPaymasterSponsorship({ ...parameters, stub: true })
  for (const sponsorship of [signed, stub]) {
    expect(sponsorship).toMatchObject({
      paymaster: devnetContracts.verifyingPaymaster,
      paymasterVerificationGasLimit,
      paymasterPostOpGasLimit,
    })
    // abi.encode(uint48 validUntil, uint48 validAfter) ‖ a 65-byte signature.
    expect(size(sponsorship.paymasterData)).toBe(64 + 65)
  }
  const window = slice(signed.paymasterData, 0, 64)
  expect(slice(stub.paymasterData, 0, 64)).toBe(window)
  const hash = await contractHash(operation, parameters.validUntil, 0)
  const signer = await recoverMessageAddress({
    message: { raw: hash },
    signature: slice(signed.paymasterData, 64),
  })
  expect(signer).toBe(devnetPaymasterSigner.address)
  const stubSigner = await recoverMessageAddress({
    message: { raw: hash },
    signature: slice(stub.paymasterData, 64),
  })
  expect(stubSigner).not.toBe(devnetPaymasterSigner.address)
}, 60_000)
