import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateKeyPairSigner } from '@solana/kit'
import { type WebSocket, WebSocketServer } from 'ws'
import { PortInUseError } from '../errors.js'
import type { ListenParameters } from '../listenParameters.js'
import { type Commitment, createSolanaLedger, type SignatureStatus } from './createSolanaLedger.js'
import { createSolanaRpcHandler } from './createSolanaRpcHandler.js'
import { accountEncoding, encodeAccount, stringifyRpc } from './encodeSolanaRpc.js'
import { publishPrice, seedSolanaGenesis } from './seedSolanaGenesis.js'
import { readMint } from './solanaAccountData.js'
import { type SolanaDevnetAccount, solanaDevnetAccounts } from './solanaAccounts.js'
import {
  solanaDevnetCaipNetworkId,
  solanaDevnetGenesisHash,
  solanaDevnetPriceFeeds,
  solanaDevnetUsdcMint,
} from './solanaDevnetConstants.js'
import { invalidParams, SolanaRpcError } from './solanaRpcError.js'

export type StartSolanaValidatorParameters = ListenParameters & {
  /** Slot time in ms. Default 400, as on mainnet. */
  slotMs?: number
}

export type SolanaValidator = {
  /** JSON-RPC over HTTP. */
  rpcUrl: string
  /** Subscriptions over WebSocket (same port). */
  wsUrl: string
  port: number
  /** The local validator's CAIP-2 id. */
  caipNetworkId: typeof solanaDevnetCaipNetworkId
  genesisHash: string
  accounts: readonly SolanaDevnetAccount[]
  usdcMint: string
  /** Publish a new USD price on the Pyth feed of `symbol` (SOL or USDC). */
  setPrice(symbol: string, price: number): void
  /** Stops the server; resolves once the port is free. Calling it twice is harmless. */
  stop(): Promise<void>
}

const commitmentRank: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 2 }
const MAX_BODY_BYTES = 5 * 1024 * 1024

type Subscription =
  | { kind: 'signature'; socket: WebSocket; signature: string; commitment: Commitment }
  | { kind: 'slot'; socket: WebSocket }
  | { kind: 'account'; socket: WebSocket; address: string; config: unknown }

function commitmentOf(config: unknown): Commitment {
  const value = (config as { commitment?: unknown } | undefined)?.commitment ?? 'finalized'
  if (value === 'processed' || value === 'confirmed' || value === 'finalized') return value
  throw invalidParams(`unknown commitment ${String(value)}`)
}

/**
 * A local Solana validator: litesvm behind a JSON-RPC HTTP server and a WebSocket server for
 * `signatureSubscribe`, `slotSubscribe` and `accountSubscribe`, on one port. Funded test accounts, USDC at its
 * mainnet mint address and Pyth SOL/USD and USDC/USD feeds are in place at start.
 *
 * @example
 * const validator = await startSolanaValidator()
 * const rpc = createSolanaRpc(validator.rpcUrl)
 * await validator.stop()
 */
export async function startSolanaValidator(
  parameters: StartSolanaValidatorParameters = {},
): Promise<SolanaValidator> {
  const host = parameters.host ?? '127.0.0.1'
  const subscriptions = new Map<number, Subscription>()
  let nextSubscription = 0

  const notify = (socket: WebSocket, method: string, subscription: number, result: unknown) => {
    if (socket.readyState === socket.OPEN)
      socket.send(stringifyRpc({ jsonrpc: '2.0', method, params: { result, subscription } }))
  }
  const notifySignature = (id: number, signature: string, status: SignatureStatus) => {
    const entry = subscriptions.get(id)
    if (entry?.kind !== 'signature' || entry.signature !== signature) return
    if (commitmentRank[status.confirmationStatus] < commitmentRank[entry.commitment]) return
    subscriptions.delete(id)
    notify(entry.socket, 'signatureNotification', id, {
      context: { slot: status.slot },
      value: { err: status.err },
    })
  }

  const ledger = createSolanaLedger({
    ...(parameters.slotMs ? { slotMs: parameters.slotMs } : {}),
    events: {
      onSlot(slot) {
        for (const [id, entry] of subscriptions)
          if (entry.kind === 'slot')
            notify(entry.socket, 'slotNotification', id, {
              parent: slot - 1,
              root: Math.max(0, slot - 32),
              slot,
            })
      },
      onSignature(signature, status) {
        for (const id of [...subscriptions.keys()]) notifySignature(id, signature, status)
      },
      onAccounts(addresses) {
        const changed = new Set(addresses)
        for (const [id, entry] of subscriptions) {
          if (entry.kind !== 'account' || !changed.has(entry.address)) continue
          const account = ledger.getAccount(entry.address)
          const decimalsOf = (mint: string) => readMint(ledger.getAccount(mint))?.decimals ?? 0
          notify(entry.socket, 'accountNotification', id, {
            context: { slot: ledger.slot },
            value: account ? encodeAccount(account, accountEncoding(entry.config), decimalsOf) : null,
          })
        }
      },
    },
  })
  const faucet = await generateKeyPairSigner()
  await seedSolanaGenesis(ledger, faucet.address)
  const handle = createSolanaRpcHandler(ledger, faucet)

  async function answer(request: unknown): Promise<unknown> {
    const {
      id = null,
      method,
      params,
    } = (request ?? {}) as { id?: unknown; method?: unknown; params?: unknown }
    if (typeof method !== 'string')
      return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } }
    try {
      return { jsonrpc: '2.0', id, result: await handle(method, params) }
    } catch (error) {
      const rpcError =
        error instanceof SolanaRpcError
          ? error
          : new SolanaRpcError(-32603, `Internal error: ${String(error)}`)
      return { jsonrpc: '2.0', id, error: rpcError.toJSON() }
    }
  }

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers': 'content-type, solana-client',
    'access-control-max-age': '86400',
  }
  const reply = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { ...cors, 'content-type': 'application/json' })
    res.end(body)
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors)
      res.end()
      return
    }
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { ...cors, 'content-type': 'text/plain' })
      res.end('ok')
      return
    }
    if (req.method !== 'POST') {
      reply(
        res,
        405,
        stringifyRpc({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Use POST' } }),
      )
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) req.destroy()
      else chunks.push(chunk)
    })
    req.on('end', async () => {
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        reply(
          res,
          200,
          stringifyRpc({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
        )
        return
      }
      const result = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body)
      reply(res, 200, stringifyRpc(result))
    })
  })

  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket) => {
    socket.on('message', async (raw) => {
      let request: { id?: unknown; method?: unknown; params?: unknown }
      try {
        request = JSON.parse(String(raw))
      } catch {
        socket.send(
          stringifyRpc({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
        )
        return
      }
      const id = request.id ?? null
      const params = Array.isArray(request.params) ? request.params : []
      const respond = (result: unknown) => socket.send(stringifyRpc({ jsonrpc: '2.0', id, result }))
      try {
        switch (request.method) {
          case 'signatureSubscribe': {
            const signature = String(params[0] ?? '')
            const commitment = commitmentOf(params[1])
            const subscription = nextSubscription++
            subscriptions.set(subscription, { kind: 'signature', socket, signature, commitment })
            respond(subscription)
            // A signature that already reached the commitment is reported at once.
            const status = ledger.getSignatureStatus(signature)
            if (status) notifySignature(subscription, signature, status)
            return
          }
          case 'slotSubscribe': {
            const subscription = nextSubscription++
            subscriptions.set(subscription, { kind: 'slot', socket })
            respond(subscription)
            return
          }
          case 'accountSubscribe': {
            const address = String(params[0] ?? '')
            accountEncoding(params[1])
            const subscription = nextSubscription++
            subscriptions.set(subscription, { kind: 'account', socket, address, config: params[1] })
            respond(subscription)
            return
          }
          case 'signatureUnsubscribe':
          case 'slotUnsubscribe':
          case 'accountUnsubscribe': {
            const entry = subscriptions.get(Number(params[0]))
            respond(entry?.socket === socket ? subscriptions.delete(Number(params[0])) : false)
            return
          }
          default:
            throw new SolanaRpcError(-32601, 'Method not found')
        }
      } catch (error) {
        const rpcError =
          error instanceof SolanaRpcError
            ? error
            : new SolanaRpcError(-32603, `Internal error: ${String(error)}`)
        socket.send(stringifyRpc({ jsonrpc: '2.0', id, error: rpcError.toJSON() }))
      }
    })
    socket.on('close', () => {
      for (const [id, entry] of subscriptions) if (entry.socket === socket) subscriptions.delete(id)
    })
  })

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      ledger.stop()
      reject(error.code === 'EADDRINUSE' ? new PortInUseError({ host, port: parameters.port ?? 0 }) : error)
    })
    server.listen(parameters.port ?? 0, host, () => resolve((server.address() as AddressInfo).port))
  })
  const urlHost = host.includes(':') ? `[${host}]` : host

  let stopping: Promise<void> | undefined
  return {
    rpcUrl: `http://${urlHost}:${port}`,
    wsUrl: `ws://${urlHost}:${port}`,
    port,
    caipNetworkId: solanaDevnetCaipNetworkId,
    genesisHash: solanaDevnetGenesisHash,
    accounts: solanaDevnetAccounts,
    usdcMint: solanaDevnetUsdcMint,
    setPrice(symbol, price) {
      const feed = solanaDevnetPriceFeeds.find((f) => f.symbol === symbol)
      if (!feed)
        throw new Error(
          `No price feed for ${symbol}; known: ${solanaDevnetPriceFeeds.map((f) => f.symbol).join(', ')}`,
        )
      publishPrice(ledger, feed, price)
    },
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        ledger.stop()
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopping
    },
  }
}
