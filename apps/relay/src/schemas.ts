import { z } from 'zod'

const topic = z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters')
// The longest TTL and the largest message are quotas (`RelayQuotas`), answered as WalletConnect's relay does.
const ttl = z.number().int().min(1)
const message = z.string().min(1)
const topics = z.array(topic).min(1).max(500)

// Clients add fields the relay does not use (prompt, attestation, transaction metadata): allowed through.
const publishParams = z.looseObject({
  topic,
  message,
  ttl,
  tag: z.number().int().nonnegative().optional(),
  prompt: z.boolean().optional(),
  attestation: z.string().optional(),
})

const unsubscribeParams = z.looseObject({ topic, id: z.string().optional() })

export const methodParams = {
  irn_subscribe: z.looseObject({ topic }),
  irn_batchSubscribe: z.looseObject({ topics }),
  irn_unsubscribe: unsubscribeParams,
  irn_batchUnsubscribe: z.looseObject({ subscriptions: z.array(unsubscribeParams).min(1).max(500) }),
  irn_publish: publishParams,
  irn_batchPublish: z.looseObject({ messages: z.array(publishParams).min(1).max(500) }),
  irn_fetchMessages: z.looseObject({ topic }),
  irn_batchFetchMessages: z.looseObject({ topics }),
  wc_proposeSession: z.looseObject({ pairingTopic: topic, sessionProposal: message, ttl }),
  wc_approveSession: z.looseObject({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl,
  }),
} as const

export type RelayMethod = keyof typeof methodParams
export type MethodParams<method extends RelayMethod> = z.infer<(typeof methodParams)[method]>

export function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(methodParams, method)
}

/** `ttl: Invalid input: expected number, received string; topic: must be 64 hex characters` */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')
}
