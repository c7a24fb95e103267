import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { ApiError } from '../errors.js'
import { OnrampPurchaseNotFoundError } from './onrampErrors.js'
import { onrampPurchases } from './onrampTables.js'

export class OnrampPurchaseSettledError extends ApiError {
  override name = 'OnrampPurchaseSettledError'
  constructor(id: string) {
    super(409, 'ONRAMP_PURCHASE_SETTLED', `The on-ramp purchase ${id} is already completed or failed`)
  }
}

/** Moves a pending purchase to completed (with the delivering transaction and amount) or failed, once. */
export async function completePurchase(
  db: Database,
  parameters: {
    id: string
    provider: string
    status: 'completed' | 'failed'
    cryptoAmount?: string | undefined
    txHash?: string | undefined
  },
): Promise<void> {
  const [row] = await db
    .select({ status: onrampPurchases.status })
    .from(onrampPurchases)
    .where(and(eq(onrampPurchases.id, parameters.id), eq(onrampPurchases.provider, parameters.provider)))
  if (!row) throw new OnrampPurchaseNotFoundError(parameters.id)
  const updated = await db
    .update(onrampPurchases)
    .set({
      status: parameters.status,
      ...(parameters.cryptoAmount ? { cryptoAmount: parameters.cryptoAmount } : {}),
      txHash: parameters.txHash ?? null,
      completedAt: new Date(),
    })
    .where(and(eq(onrampPurchases.id, parameters.id), eq(onrampPurchases.status, 'pending')))
    .returning({ id: onrampPurchases.id })
  if (updated.length === 0) throw new OnrampPurchaseSettledError(parameters.id)
}
