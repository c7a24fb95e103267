import { admitMessages, admitTopics } from '../hub/admit.js'
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
 *
 * Every message and topic of a request is admitted against the quotas first, and the request's changes
 * are made in the same turn of the event loop (`subscribe` and `publish` change the store before their
 * first `await`), so no other request slips in between: a refused request leaves nothing behind, and an
 * admitted one cannot take the relay past a quota.
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
    const [id = ''] = admitMessages(hub, connection, [params])
    await publish(hub, connection, { ...params, id, tag: params.tag ?? 0 })
    return true
  },
  irn_batchPublish: async (hub, connection, { messages }) => {
    const ids = admitMessages(hub, connection, messages)
    await Promise.all(
      messages.map((params, i) =>
        publish(hub, connection, { ...params, id: ids[i] ?? '', tag: params.tag ?? 0 }),
      ),
    )
    return true
  },
  irn_fetchMessages: (hub, connection, { topic }) => fetchMessages(hub, connection, [topic]),
  irn_batchFetchMessages: (hub, connection, { topics }) => fetchMessages(hub, connection, topics),
  wc_proposeSession: async (hub, connection, params) => {
    const attestation = typeof params.attestation === 'string' ? params.attestation : undefined
    const proposal = {
      topic: params.pairingTopic,
      message: params.sessionProposal,
      ttl: params.ttl,
      attestation,
    }
    admitTopics(hub, connection, [params.pairingTopic])
    const [id = ''] = admitMessages(hub, connection, [proposal])
    await Promise.all([
      subscribe(hub, connection, [params.pairingTopic]),
      publish(hub, connection, { ...proposal, id, tag: PROPOSE_SESSION_TAG }),
    ])
    return true
  },
  wc_approveSession: async (hub, connection, params) => {
    const response = { topic: params.pairingTopic, message: params.sessionProposalResponse, ttl: params.ttl }
    const settlement = {
      topic: params.sessionTopic,
      message: params.sessionSettlementRequest,
      ttl: params.ttl,
    }
    admitTopics(hub, connection, [params.sessionTopic])
    const [responseId = '', settlementId = ''] = admitMessages(hub, connection, [response, settlement])
    await Promise.all([
      subscribe(hub, connection, [params.sessionTopic]),
      publish(hub, connection, { ...response, id: responseId, tag: PROPOSAL_RESPONSE_TAG }),
      publish(hub, connection, { ...settlement, id: settlementId, tag: SESSION_SETTLE_TAG }),
    ])
    return true
  },
}
