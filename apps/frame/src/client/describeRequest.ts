import { formatEther, hexToString, isHex, parseTransaction, type TransactionSerializable } from 'viem'
import { t } from './i18n/frameTexts.js'

/** What the approval screen shows of a request: a title, and rows or a message or a tree. */
export type RequestDescription =
  | { kind: 'message'; title: string; text: string; smartAccount?: string }
  | {
      kind: 'typedData'
      title: string
      tree: unknown
      primaryType: string
      domain: unknown
      /** The smart account that signs (its owner key signs for it), when it is the active account. */
      smartAccount?: string
    }
  | {
      kind: 'transaction'
      title: string
      to: string | undefined
      value: string
      data: string | undefined
      gas: bigint | undefined
      gasPrice: bigint | undefined
      /** The amount's currency (ETH when absent). */
      symbol?: string
      /** The fee's currency and decimals (ETH and 18 when absent). */
      feeSymbol?: string
      feeDecimals?: number
    }
  | {
      /** An ERC-7715 permission: calls within its limits are later sent without asking. */
      kind: 'permission'
      title: string
      /** The most the calls under it may send in total, in `symbol` (ETH, or the ERC-20 it covers). */
      allowance: string
      symbol: string
      /** When it ends, as the visitor reads it. */
      expires: string
      smartAccount: string
    }
  | {
      /** An EIP-5792 batch (`wallet_sendCalls`): every call, approved and sent as one. */
      kind: 'calls'
      title: string
      calls: { to: string | undefined; value: string; data: string | undefined }[]
    }

/** A hex personal_sign payload as text when it is printable UTF-8, else the hex itself. */
function messageText(raw: unknown): string {
  const value = String(raw ?? '')
  if (!isHex(value)) return value
  try {
    const text = hexToString(value)
    return /^[\p{L}\p{N}\p{P}\p{S}\p{Z}\n\r\t]*$/u.test(text) ? text : value
  } catch {
    return value
  }
}

const big = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined

/**
 * Turns a gated RPC request into what the visitor is shown: the message text (personal_sign), the typed data
 * tree (eth_signTypedData_v4), the transaction's receiver, value in ETH, data and gas (eth_sendTransaction,
 * eth_sendRawTransaction), or each call of a batch (wallet_sendCalls).
 *
 * @example
 * describeRequest('personal_sign', ['0x68656c6c6f', address]) // { kind: 'message', text: 'hello', ... }
 */
export function describeRequest(method: string, params: unknown): RequestDescription {
  const list = Array.isArray(params) ? params : []
  if (method === 'personal_sign')
    return { kind: 'message', title: t('signMessage'), text: messageText(list[0]) }
  if (method === 'eth_signTypedData_v4') {
    const raw = list[1]
    const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
      primaryType?: string
      domain?: unknown
      message?: unknown
    }
    return {
      kind: 'typedData',
      title: t('signTypedData'),
      tree: data.message,
      primaryType: String(data.primaryType),
      domain: data.domain,
    }
  }
  if (method === 'eth_sendRawTransaction') {
    const tx = parseTransaction(String(list[0]) as `0x${string}`) as TransactionSerializable
    return {
      kind: 'transaction',
      title: t('sendTransaction'),
      to: tx.to ?? undefined,
      value: formatEther(tx.value ?? 0n),
      data: tx.data,
      gas: tx.gas,
      gasPrice: 'gasPrice' in tx ? tx.gasPrice : tx.maxFeePerGas,
    }
  }
  if (method === 'wallet_sendCalls') {
    const batch = (list[0] ?? {}) as { calls?: { to?: string; value?: string; data?: string }[] }
    return {
      kind: 'calls',
      title: t('sendTransactions'),
      calls: (batch.calls ?? []).map((call) => ({
        to: call.to,
        value: formatEther(big(call.value) ?? 0n),
        data: call.data,
      })),
    }
  }
  const tx = (list[0] ?? {}) as {
    to?: string
    value?: string
    data?: string
    input?: string
    gas?: string
    gasPrice?: string
  }
  return {
    kind: 'transaction',
    title: t('sendTransaction'),
    to: tx.to,
    value: formatEther(big(tx.value) ?? 0n),
    data: tx.data ?? tx.input,
    gas: big(tx.gas),
    gasPrice: big(tx.gasPrice),
  }
}
