import {
  type Address,
  encodeFunctionData,
  type Hex,
  hexToBigInt,
  hexToNumber,
  type LocalAccount,
  parseAbi,
} from 'viem'
import { InvalidParamsError } from './errors.js'
import { rpcRequest } from './rpcRequest.js'

const batchExecutorAbi = parseAbi([
  'function execute((address to, uint256 value, bytes data)[] calls) payable',
])

/** Gas for a batch whose delegation is set in the same transaction, which a node cannot estimate beforehand. */
const delegatingBatchGas = 1_500_000n

export type AtomicCall = { to: Address; value: bigint; data: Hex }

/** Whether the account's code is the EIP-7702 delegation designator pointing at `executor`. */
export async function isDelegatedTo(rpcUrl: string, account: Address, executor: Address): Promise<boolean> {
  const code = (await rpcRequest(rpcUrl, 'eth_getCode', [account, 'latest'])) as Hex
  return code.toLowerCase() === `0xef0100${executor.slice(2).toLowerCase()}`
}

/**
 * Runs calls atomically from a key account (EIP-7702): one type-4 transaction from the account to itself that
 * calls the delegate's `execute(calls)`, carrying the signed authorization when the account is not yet
 * delegated. Either every call happens or none does. Returns the transaction hash.
 */
export async function sendAtomicBatch(parameters: {
  account: LocalAccount
  chainId: number
  rpcUrl: string
  executor: Address
  calls: readonly AtomicCall[]
}): Promise<Hex> {
  const { account, chainId, rpcUrl, executor, calls } = parameters
  if (!account.signTransaction || !account.signAuthorization)
    throw new InvalidParamsError('This account cannot sign EIP-7702 transactions.')
  const data = encodeFunctionData({ abi: batchExecutorAbi, functionName: 'execute', args: [calls] })
  const [nonce, delegated, block, priority] = await Promise.all([
    rpcRequest(rpcUrl, 'eth_getTransactionCount', [account.address, 'pending']).then((n) =>
      hexToNumber(n as Hex),
    ),
    isDelegatedTo(rpcUrl, account.address, executor),
    rpcRequest(rpcUrl, 'eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas: Hex }>,
    rpcRequest(rpcUrl, 'eth_maxPriorityFeePerGas', []).then((p) => hexToBigInt(p as Hex)),
  ])
  // A self-sent authorization is checked after the sender's nonce has been raised: it carries nonce + 1.
  const authorizationList = delegated
    ? undefined
    : [await account.signAuthorization({ chainId, address: executor, nonce: nonce + 1 })]
  const gas = delegated
    ? (hexToBigInt(
        (await rpcRequest(rpcUrl, 'eth_estimateGas', [
          { from: account.address, to: account.address, data },
        ])) as Hex,
      ) *
        12n) /
      10n
    : delegatingBatchGas
  const fees = {
    maxPriorityFeePerGas: priority,
    // Twice the base fee survives six full blocks of base-fee increases, the usual wallet margin.
    maxFeePerGas: hexToBigInt(block.baseFeePerGas) * 2n + priority,
  }
  const common = { chainId, nonce, gas, ...fees, to: account.address, value: 0n, data }
  const raw = await account.signTransaction(
    authorizationList ? { type: 'eip7702', ...common, authorizationList } : { type: 'eip1559', ...common },
  )
  return (await rpcRequest(rpcUrl, 'eth_sendRawTransaction', [raw])) as Hex
}
