import type { RawData, WebSocket } from 'ws'
import type { SolanaLedger } from '../createSolanaLedger.js'
import { accountEncoding, encodeAccount, stringifyRpc } from '../encodeSolanaRpc.js'
import type { Commitment, LedgerEvents, SignatureStatus } from '../ledger/solanaLedgerTypes.js'
import { readMint } from '../solanaAccountData.js'
import { invalidParams, SolanaRpcError, toSolanaRpcError } from '../solanaRpcError.js'

type Subscription =
  | { kind: 'signature'; socket: WebSocket; signature: string; commitment: Commitment }
  | { kind: 'slot'; socket: WebSocket }
  | { kind: 'account'; socket: WebSocket; address: string; config: unknown }

/** The validator's WebSocket subscriptions by id, and the ledger they report on (set once it exists). */
export type SolanaSubscriptions = {
  ledger: SolanaLedger | undefined
  entries: Map<number, Subscription>
  next: number
}

const commitmentRank: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 2 }

export function createSolanaSubscriptions(): SolanaSubscriptions {
  return { ledger: undefined, entries: new Map(), next: 0 }
}

function commitmentOf(config: unknown): Commitment {
  const value = (config as { commitment?: unknown } | undefined)?.commitment ?? 'finalized'
  if (value === 'processed' || value === 'confirmed' || value === 'finalized') return value
  throw invalidParams(`unknown commitment ${String(value)}`)
}

function notify(socket: WebSocket, method: string, subscription: number, result: unknown) {
  if (socket.readyState === socket.OPEN)
    socket.send(stringifyRpc({ jsonrpc: '2.0', method, params: { result, subscription } }))
}

/** Reports a signature's status to subscription `id` once it reaches the subscription's commitment (then ends it). */
function notifySignature(
  subscriptions: SolanaSubscriptions,
  id: number,
  signature: string,
  status: SignatureStatus,
) {
  const entry = subscriptions.entries.get(id)
  if (entry?.kind !== 'signature' || entry.signature !== signature) return
  if (commitmentRank[status.confirmationStatus] < commitmentRank[entry.commitment]) return
  subscriptions.entries.delete(id)
  notify(entry.socket, 'signatureNotification', id, {
    context: { slot: status.slot },
    value: { err: status.err },
  })
}

/** The ledger's events, turned into the notifications of the subscriptions they concern. */
export function subscriptionEvents(subscriptions: SolanaSubscriptions): LedgerEvents {
  const { entries } = subscriptions
  return {
    onSlot(slot) {
      for (const [id, entry] of entries)
        if (entry.kind === 'slot')
          notify(entry.socket, 'slotNotification', id, {
            parent: slot - 1,
            root: Math.max(0, slot - 32),
            slot,
          })
    },
    onSignature(signature, status) {
      for (const id of [...entries.keys()]) notifySignature(subscriptions, id, signature, status)
    },
    onAccounts(addresses) {
      const ledger = subscriptions.ledger
      if (!ledger) return
      const changed = new Set(addresses)
      const decimalsOf = (mint: string) => readMint(ledger.getAccount(mint))?.decimals ?? 0
      for (const [id, entry] of entries) {
        if (entry.kind !== 'account' || !changed.has(entry.address)) continue
        const account = ledger.getAccount(entry.address)
        notify(entry.socket, 'accountNotification', id, {
          context: { slot: ledger.slot },
          value: account ? encodeAccount(account, accountEncoding(entry.config), decimalsOf) : null,
        })
      }
    },
  }
}

/** Answers one WebSocket message: `signatureSubscribe`, `slotSubscribe`, `accountSubscribe` and their unsubscribes. */
export function answerSubscriptionMessage(
  subscriptions: SolanaSubscriptions,
  socket: WebSocket,
  raw: RawData,
) {
  let request: { id?: unknown; method?: unknown; params?: unknown }
  try {
    request = JSON.parse(String(raw))
  } catch {
    socket.send(stringifyRpc({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }))
    return
  }
  const id = request.id ?? null
  const params = Array.isArray(request.params) ? request.params : []
  try {
    const result = subscribe(subscriptions, socket, request.method, params)
    socket.send(stringifyRpc({ jsonrpc: '2.0', id, result }))
    // A signature that already reached the commitment is reported at once, after the subscription's id.
    if (request.method === 'signatureSubscribe') {
      const signature = String(params[0] ?? '')
      const status = subscriptions.ledger?.getSignatureStatus(signature)
      if (status) notifySignature(subscriptions, result as number, signature, status)
    }
  } catch (error) {
    socket.send(stringifyRpc({ jsonrpc: '2.0', id, error: toSolanaRpcError(error).toJSON() }))
  }
}

function subscribe(
  subscriptions: SolanaSubscriptions,
  socket: WebSocket,
  method: unknown,
  params: unknown[],
): number | boolean {
  const { entries } = subscriptions
  switch (method) {
    case 'signatureSubscribe': {
      const signature = String(params[0] ?? '')
      const commitment = commitmentOf(params[1])
      const subscription = subscriptions.next++
      entries.set(subscription, { kind: 'signature', socket, signature, commitment })
      return subscription
    }
    case 'slotSubscribe': {
      const subscription = subscriptions.next++
      entries.set(subscription, { kind: 'slot', socket })
      return subscription
    }
    case 'accountSubscribe': {
      const address = String(params[0] ?? '')
      accountEncoding(params[1])
      const subscription = subscriptions.next++
      entries.set(subscription, { kind: 'account', socket, address, config: params[1] })
      return subscription
    }
    case 'signatureUnsubscribe':
    case 'slotUnsubscribe':
    case 'accountUnsubscribe': {
      const entry = entries.get(Number(params[0]))
      return entry?.socket === socket ? entries.delete(Number(params[0])) : false
    }
    default:
      throw new SolanaRpcError(-32601, 'Method not found')
  }
}

/** A closed socket's subscriptions end with it. */
export function dropSocketSubscriptions(subscriptions: SolanaSubscriptions, socket: WebSocket): void {
  for (const [id, entry] of subscriptions.entries)
    if (entry.socket === socket) subscriptions.entries.delete(id)
}
