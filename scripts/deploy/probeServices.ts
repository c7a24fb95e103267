// One real request to each built service, as its first client would make it.
import { randomBytes } from 'node:crypto'
import { createClientAuth } from '@latch/relay'
import { WebSocket } from 'ws'

/** The development project's wallet catalogue, from a page on an origin the project allows. */
export async function probeServer(url: string): Promise<string> {
  const answer = await fetch(`${url}/getWallets?projectId=latch-dev&entries=3`, {
    headers: { Origin: 'http://localhost:5173' },
  })
  if (answer.status !== 200) throw new Error(`server: GET /getWallets answered ${answer.status}`)
  const page = (await answer.json()) as { data: { name: string }[]; count: number }
  if (page.data.length !== 3) throw new Error(`server: /getWallets listed ${page.data.length} wallets`)
  return `GET /getWallets: ${page.count} wallets (${page.data.map((wallet) => wallet.name).join(', ')}, …)`
}

/** A WalletConnect client's socket, signed as WalletConnect clients sign theirs, and a subscription on it. */
export async function probeRelay(url: string): Promise<string> {
  const wsUrl = url.replace(/^http/, 'ws')
  const { auth } = await createClientAuth(`deploy-check-${randomBytes(8).toString('hex')}`, wsUrl)
  const ws = new WebSocket(`${wsUrl}/?auth=${encodeURIComponent(auth)}&projectId=latch-dev`)
  try {
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`relay: the socket was refused with ${response.statusCode}`)),
      )
      ws.once('error', reject)
    })
    const topic = randomBytes(32).toString('hex')
    const answer = new Promise<{ result?: unknown; error?: unknown }>((resolve) =>
      ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString('utf8')))),
    )
    ws.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }))
    const { result, error } = await answer
    if (typeof result !== 'string') throw new Error(`relay: irn_subscribe answered ${JSON.stringify(error)}`)
    return `WebSocket connected, irn_subscribe: ${result.slice(0, 16)}…`
  } finally {
    ws.close()
  }
}

/** The frame's page for the development project: served, and embeddable by the project's origins only. */
export async function probeFrame(url: string): Promise<string> {
  const answer = await fetch(`${url}/?projectId=latch-dev`)
  const policy = answer.headers.get('content-security-policy') ?? ''
  const ancestors = /frame-ancestors ([^;]*)/.exec(policy)?.[1] ?? ''
  if (answer.status !== 200 || ancestors === "'none'" || ancestors === '')
    throw new Error(
      `frame: GET /?projectId=latch-dev answered ${answer.status}, frame-ancestors "${ancestors}"`,
    )
  if (!(await answer.text()).includes('latch-frame-config'))
    throw new Error('frame: the page has no configuration')
  return `GET /?projectId=latch-dev: 200, frame-ancestors ${ancestors}`
}

/** A Sign In With Farcaster channel, opened as `@farcaster/auth-client` opens one. */
export async function probeFarcasterRelay(url: string): Promise<string> {
  const answer = await fetch(`${url}/v1/channel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      siweUri: 'http://127.0.0.1:8789/login',
      domain: '127.0.0.1:8789',
      nonce: randomBytes(8).toString('hex'),
    }),
  })
  const body = (await answer.json()) as { channelToken?: string }
  if (answer.status !== 201)
    throw new Error(`farcaster-relay: POST /v1/channel answered ${answer.status} ${JSON.stringify(body)}`)
  if (!body.channelToken) throw new Error('farcaster-relay: no channel token')
  return `POST /v1/channel: ${answer.status}, channel ${body.channelToken.slice(0, 8)}…`
}
