// WalletConnect traffic through two relays on one PostgreSQL behind the round-robin proxy while one relay is
// killed: each client connects again through the proxy when its socket ends and subscribes again (as
// WalletConnect's clients do), a publish whose answer was lost is sent again (the same text is the same message),
// and every message must reach its receiver.
import { connectRawClient, type RawClient, type RawPush, randomTopic } from '@latch/relay'

export type RelayFailoverResult = {
  /** Messages published (each answered by a relay). */
  published: number
  /** Of those, how many reached their receiver. */
  delivered: number
  /** Sockets that ended and were opened again. */
  reconnects: number
  /** Publishes sent again after their socket ended before the answer. */
  republished: number
}

const CONNECT_GIVE_UP_MS = 30_000

/** A relay client that, whenever its socket ends, connects again through `url` and subscribes to its topic again. */
class SteadyClient {
  private current: Promise<RawClient>
  reconnects = 0
  private stopped = false

  constructor(
    private readonly url: string,
    private readonly name: string,
    private readonly subscribeTo: string | undefined,
    private readonly onPush?: (push: RawPush) => void,
  ) {
    this.current = this.open()
  }

  private async open(): Promise<RawClient> {
    const giveUpAt = Date.now() + CONNECT_GIVE_UP_MS
    for (;;) {
      try {
        const client = await connectRawClient(this.url, {
          iss: this.name,
          projectId: 'latch-dev',
          ...(this.onPush ? { onPush: this.onPush } : {}),
        })
        if (this.subscribeTo) {
          const answer = await Promise.race([
            client.request('irn_subscribe', { topic: this.subscribeTo }),
            client.closed.then(() => undefined),
          ])
          if (!answer) throw new Error('the socket ended before the subscription was answered')
        }
        void client.closed.then(() => {
          if (this.stopped) return
          this.reconnects++
          this.current = this.open()
        })
        return client
      } catch (error) {
        if (Date.now() > giveUpAt) throw error
        // The proxy tried every relay and none accepted: the survivor may still be taking the dead one's clients.
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  }

  ready(): Promise<RawClient> {
    return this.current
  }

  /** Publishes once answered; a socket that ends first sends it again on the next one. Returns the attempts. */
  async publish(topic: string, message: string): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      const client = await this.current
      const answer = await Promise.race([
        client.request('irn_publish', { topic, message, ttl: 300, tag: 1108 }),
        client.closed.then(() => undefined),
      ])
      if (answer?.result === true) return attempt
      if (answer?.error) throw new Error(`irn_publish answered ${JSON.stringify(answer.error)}`)
    }
  }

  async close(): Promise<void> {
    this.stopped = true
    await (await this.current).close()
  }
}

/**
 * Two receivers and two senders through the proxy at `url` (the proxy alternates, so each relay has a receiver and
 * a sender, of different pairs); `messages` per pair at a steady pace, and `killOne` once a quarter are answered.
 * Resolves when every answered message has arrived (or rejects after `deliveryTimeoutMs` with the count).
 */
export async function messagesAcrossARelayKill(
  url: string,
  killOne: () => Promise<void>,
  { messages = 200, deliveryTimeoutMs = 30_000 } = {},
): Promise<RelayFailoverResult> {
  const pairs = [randomTopic(), randomTopic()]
  const received = pairs.map(() => new Set<string>())
  const run = `${process.pid}-${Date.now()}`
  // Connected in this order, the proxy puts the first receiver and the second sender on one relay.
  const receiver0 = new SteadyClient(url, `deploy-receiver-0-${run}`, pairs[0], (push) =>
    received[0]?.add(push.message),
  )
  await receiver0.ready()
  const sender0 = new SteadyClient(url, `deploy-sender-0-${run}`, undefined)
  await sender0.ready()
  const sender1 = new SteadyClient(url, `deploy-sender-1-${run}`, undefined)
  await sender1.ready()
  const receiver1 = new SteadyClient(url, `deploy-receiver-1-${run}`, pairs[1], (push) =>
    received[1]?.add(push.message),
  )
  await receiver1.ready()
  const clients = [receiver0, sender0, sender1, receiver1]
  let published = 0
  let republished = 0
  let killing: Promise<void> | undefined
  const send = async (sender: SteadyClient, pair: number) => {
    for (let i = 0; i < messages; i++) {
      const message = Buffer.from(`pair ${pair} message ${i}`).toString('base64')
      republished += (await sender.publish(pairs[pair] as string, message)) - 1
      published++
      if (!killing && published >= (messages * 2) / 4) killing = killOne()
    }
  }
  try {
    await Promise.all([send(sender0, 0), send(sender1, 1)])
    await killing
    const deadline = Date.now() + deliveryTimeoutMs
    const delivered = () => received.reduce((sum, set) => sum + set.size, 0)
    while (delivered() < published && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
    return {
      published,
      delivered: delivered(),
      reconnects: clients.reduce((sum, client) => sum + client.reconnects, 0),
      republished,
    }
  } finally {
    for (const client of clients) await client.close().catch(() => {})
  }
}
