import type { Connection, RelayHub } from '../hub/createRelayHub.js'
import { fetchMessages } from '../hub/fetchMessages.js'
import { publish } from '../hub/publish.js'
import { subscribe, unsubscribe } from '../hub/subscribe.js'
import type { MethodParams, RelayMethod } from '../schemas.js'

const PROPOSE_SESSION_TAG = 1100
const PROPOSAL_RESPONSE_TAG = 1101
const SESSION_SETTLE_TAG = 1102

type Handlers = {
  [method in RelayMethod]: (hub: RelayHub, connection: Connection, params: MethodParams<method>) => unknown
}

/**
 * The relay's JSON-RPC methods: the `irn_*` set and the two session methods WalletConnect clients call
 * (`wc_proposeSession` publishes the proposal, tag 1100; `wc_approveSession` the response, 1101, and
 * the settlement, 1102, each subscribing the caller implicitly). Results may be promises.
 */
export const methodHandlers: Handlers = {
  irn_subscribe: async (hub, connection, { topic }) => (await subscribe(hub, connection, [topic]))[0],
  irn_batchSubscribe: (hub, connection, { topics }) => subscribe(hub, connection, topics),
  irn_unsubscribe: (hub, connection, { topic }) => {
    unsubscribe(hub, connection, [topic])
    return true
  },
  irn_batchUnsubscribe: (hub, connection, { subscriptions }) => {
    unsubscribe(
      hub,
      connection,
      subscriptions.map((subscription) => subscription.topic),
    )
    return true
  },
  irn_publish: async (hub, connection, params) => {
    await publish(hub, connection, { ...params, tag: params.tag ?? 0 })
    return true
  },
  irn_batchPublish: async (hub, connection, { messages }) => {
    await Promise.all(messages.map((params) => publish(hub, connection, { ...params, tag: params.tag ?? 0 })))
    return true
  },
  irn_fetchMessages: (hub, connection, { topic }) => fetchMessages(hub, connection, [topic]),
  irn_batchFetchMessages: (hub, connection, { topics }) => fetchMessages(hub, connection, topics),
  wc_proposeSession: async (hub, connection, params) => {
    await subscribe(hub, connection, [params.pairingTopic])
    await publish(hub, connection, {
      topic: params.pairingTopic,
      message: params.sessionProposal,
      ttl: params.ttl,
      tag: PROPOSE_SESSION_TAG,
      attestation: typeof params.attestation === 'string' ? params.attestation : undefined,
    })
    return true
  },
  wc_approveSession: async (hub, connection, params) => {
    await subscribe(hub, connection, [params.sessionTopic])
    await Promise.all([
      publish(hub, connection, {
        topic: params.pairingTopic,
        message: params.sessionProposalResponse,
        ttl: params.ttl,
        tag: PROPOSAL_RESPONSE_TAG,
      }),
      publish(hub, connection, {
        topic: params.sessionTopic,
        message: params.sessionSettlementRequest,
        ttl: params.ttl,
        tag: SESSION_SETTLE_TAG,
      }),
    ])
    return true
  },
}
