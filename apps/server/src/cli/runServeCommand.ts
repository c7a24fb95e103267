import { InvalidRateLimitsError, parseRateLimitsEnv } from '../access/parseRateLimitsEnv.js'
import { PublicUrlRequiredError, serverModeOf } from '../serverMode.js'
import { startServer } from '../startServer.js'
import { type CliContext, stopOnSignal } from './cliContext.js'

/** `latch-server serve`: the API, listening until SIGINT or SIGTERM; 2 for a setting it cannot start with. */
export async function runServeCommand(context: CliContext): Promise<number> {
  const { io, chains, databaseUrl, dataDir } = context
  const port = io.env.PORT ? Number(io.env.PORT) : 8787
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    io.err(`PORT must be a port number, got "${io.env.PORT}"`)
    return 2
  }
  let server: Awaited<ReturnType<typeof startServer>>
  try {
    server = await startServer({
      port,
      host: io.env.HOST || '127.0.0.1',
      dataDir,
      databaseUrl,
      logger: io.env.LOG_REQUESTS === '1',
      chains,
      solana: context.solana,
      bitcoin: context.bitcoin,
      polkadot: context.polkadot,
      indexer: io.env.LATCH_INDEXER !== '0',
      mode: serverModeOf(io.env.NODE_ENV),
      publicUrl: io.env.PUBLIC_URL || undefined,
      rateLimits: parseRateLimitsEnv(io.env.LATCH_RATE_LIMITS),
      trustedProxies: Number(io.env.TRUST_PROXY ?? 0) || 0,
    })
  } catch (error) {
    if (!(error instanceof PublicUrlRequiredError || error instanceof InvalidRateLimitsError)) throw error
    io.err(error.message)
    return 2
  }
  io.out(
    `Latch server listening on ${server.url} (${databaseUrl ? 'PostgreSQL' : `embedded database in ${dataDir}`})`,
  )
  if (chains.length) {
    const indexing = server.indexer ? ', indexing' : ''
    io.out(`Chains: ${chains.map((chain) => `eip155:${chain.chainId}`).join(', ')}${indexing}`)
  }
  stopOnSignal(() => server.stop())
  return 0
}
