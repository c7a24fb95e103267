import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateKeyPairSigner } from '@solana/kit'
import { WebSocketServer } from 'ws'
import { PortInUseError } from '../errors.js'
import type { ListenParameters } from '../listenParameters.js'
import { createSolanaLedger } from './createSolanaLedger.js'
import { createSolanaRpcHandler } from './createSolanaRpcHandler.js'
import { publishPrice, seedSolanaGenesis } from './seedSolanaGenesis.js'
import { type SolanaDevnetAccount, solanaDevnetAccounts } from './solanaAccounts.js'
import {
  solanaDevnetCaipNetworkId,
  solanaDevnetGenesisHash,
  solanaDevnetPriceFeeds,
  solanaDevnetUsdcMint,
} from './solanaDevnetConstants.js'
import { createSolanaHttpHandler } from './validator/solanaHttpHandler.js'
import {
  answerSubscriptionMessage,
  createSolanaSubscriptions,
  dropSocketSubscriptions,
  subscriptionEvents,
} from './validator/solanaSubscriptions.js'

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
  const subscriptions = createSolanaSubscriptions()
  const ledger = createSolanaLedger({
    ...(parameters.slotMs ? { slotMs: parameters.slotMs } : {}),
    events: subscriptionEvents(subscriptions),
  })
  subscriptions.ledger = ledger
  const faucet = await generateKeyPairSigner()
  await seedSolanaGenesis(ledger, faucet.address)
  const server = createServer(createSolanaHttpHandler(createSolanaRpcHandler(ledger, faucet)))
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket) => {
    socket.on('message', (raw) => answerSubscriptionMessage(subscriptions, socket, raw))
    socket.on('close', () => dropSocketSubscriptions(subscriptions, socket))
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
