import {
  type AccessList,
  type Address,
  type Hex,
  hexToBigInt,
  hexToNumber,
  isAddress,
  isHex,
  type LocalAccount,
  type TransactionSerializable,
} from 'viem'
import { InvalidParamsError, UnauthorizedError } from './errors.js'
import { rpcRequest } from './rpcRequest.js'

export type SendTransactionParameters = {
  account: LocalAccount
  chainId: number
  rpcUrl: string
  /** The first element of eth_sendTransaction's params, as the site sent it. */
  transaction: unknown
}

/**
 * Fills what the site left out (nonce, gas, fees) from the chain, signs with the account in Node and sends
 * the raw transaction to the chain's RPC. Returns the transaction hash, like eth_sendTransaction.
 */
export async function sendTransaction(parameters: SendTransactionParameters): Promise<Hex> {
  const { account, chainId, rpcUrl } = parameters
  const tx = parameters.transaction
  if (!tx || typeof tx !== 'object')
    throw new InvalidParamsError('eth_sendTransaction expects [transaction].')
  const t = tx as Record<string, unknown>

  const from = t.from === undefined ? account.address : address(t.from, 'from')
  if (from.toLowerCase() !== account.address.toLowerCase()) throw new UnauthorizedError()
  const to = t.to === undefined || t.to === null ? undefined : address(t.to, 'to')
  const data = hex(t.data ?? t.input, 'data')
  const value = quantity(t.value, 'value') ?? 0n
  if (t.chainId !== undefined && quantity(t.chainId, 'chainId') !== BigInt(chainId))
    throw new InvalidParamsError(`Invalid chainId: the wallet is on chain ${chainId}.`)
  const accessList = Array.isArray(t.accessList) ? (t.accessList as AccessList) : undefined
  const type = t.type === undefined ? undefined : Number(quantity(t.type, 'type'))
  let gasPrice = quantity(t.gasPrice, 'gasPrice')
  let maxFeePerGas = quantity(t.maxFeePerGas, 'maxFeePerGas')
  let maxPriorityFeePerGas = quantity(t.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
  const legacy = gasPrice !== undefined || type === 0 || type === 1

  const call = { from, to, value: `0x${value.toString(16)}`, data, accessList }
  const [nonce, gas, block] = await Promise.all([
    t.nonce === undefined
      ? rpcRequest(rpcUrl, 'eth_getTransactionCount', [from, 'pending']).then((n) => hexToNumber(n as Hex))
      : Number(quantity(t.nonce, 'nonce')),
    quantity(t.gas ?? t.gasLimit, 'gas') ??
      rpcRequest(rpcUrl, 'eth_estimateGas', [call]).then((g) => hexToBigInt(g as Hex)),
    legacy ? undefined : (rpcRequest(rpcUrl, 'eth_getBlockByNumber', ['latest', false]) as Promise<Block>),
  ])

  let unsigned: TransactionSerializable
  if (legacy || !block?.baseFeePerGas) {
    gasPrice ??= hexToBigInt((await rpcRequest(rpcUrl, 'eth_gasPrice', [])) as Hex)
    unsigned = accessList
      ? { type: 'eip2930', chainId, nonce, gas, gasPrice, to, value, data, accessList }
      : { type: 'legacy', chainId, nonce, gas, gasPrice, to, value, data }
  } else {
    maxPriorityFeePerGas ??= hexToBigInt(
      (await rpcRequest(rpcUrl, 'eth_maxPriorityFeePerGas', []).catch(() => '0x3b9aca00')) as Hex,
    )
    // Twice the base fee survives six full blocks of base-fee increases, the usual wallet margin.
    maxFeePerGas ??= hexToBigInt(block.baseFeePerGas) * 2n + maxPriorityFeePerGas
    unsigned = {
      type: 'eip1559',
      chainId,
      nonce,
      gas,
      maxFeePerGas,
      maxPriorityFeePerGas,
      to,
      value,
      data,
      ...(accessList ? { accessList } : {}),
    }
  }
  if (!account.signTransaction) throw new InvalidParamsError('This account cannot sign transactions.')
  const raw = await account.signTransaction(unsigned)
  return (await rpcRequest(rpcUrl, 'eth_sendRawTransaction', [raw])) as Hex
}

type Block = { baseFeePerGas?: Hex | null }

function address(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw new InvalidParamsError(`Invalid "${field}": expected an address.`)
  return value
}

function hex(value: unknown, field: string): Hex | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value))
    throw new InvalidParamsError(`Invalid "${field}": expected hex.`)
  return value
}

function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value) || value === '0x')
    throw new InvalidParamsError(`Invalid "${field}": expected a hex quantity.`)
  return hexToBigInt(value)
}
