import type { CallsReceipt, CallsStatus } from '@latch/core'
import { TransactionFailedError } from '@latch/core'

type RawReceipt = { status?: unknown; transactionHash?: unknown; blockNumber?: unknown; gasUsed?: unknown }

const statusCodes = new Set([100, 200, 400, 500, 600])

function toBigInt(value: unknown): bigint {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
    ? BigInt(value)
    : 0n
}

/**
 * A wallet's `wallet_getCallsStatus` answer (EIP-5792 version 2: numeric status, receipts with hex status)
 * as a `CallsStatus`. An answer that is not one throws `TransactionFailedError`.
 *
 * @example
 * parseWalletCallsStatus(await provider.request({ method: 'wallet_getCallsStatus', params: [id] }), id)
 */
export function parseWalletCallsStatus(raw: unknown, id: string): CallsStatus {
  const answer = (raw && typeof raw === 'object' ? raw : {}) as {
    status?: unknown
    chainId?: unknown
    atomic?: unknown
    receipts?: unknown
  }
  const status = Number(answer.status)
  if (!statusCodes.has(status))
    throw new TransactionFailedError({
      details: `The wallet answered wallet_getCallsStatus with ${JSON.stringify(raw)}.`,
    })
  const receipts: CallsReceipt[] = (
    Array.isArray(answer.receipts) ? (answer.receipts as RawReceipt[]) : []
  ).map((receipt) => ({
    status: receipt.status === '0x1' || receipt.status === 'success' ? 'success' : 'reverted',
    transactionHash: String(receipt.transactionHash),
    blockNumber: toBigInt(receipt.blockNumber),
    gasUsed: toBigInt(receipt.gasUsed),
  }))
  return {
    id,
    chainId: Number(answer.chainId),
    atomic: answer.atomic === true,
    status: status as CallsStatus['status'],
    receipts,
  }
}
