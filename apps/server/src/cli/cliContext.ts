import { parseBitcoinNetworksEnv } from '../bitcoin/bitcoinNetworks.js'
import { InvalidChainsConfigError, parseChainsEnv } from '../chains/parseChainsEnv.js'
import type { CreateDatabaseParameters } from '../db/createDatabase.js'
import { parsePolkadotNetworksEnv } from '../polkadot/polkadotNetworks.js'
import { parseSolanaNetworksEnv } from '../solana/parseSolanaNetworksEnv.js'
import { defaultDataDir } from '../startServer.js'

export type CliIo = {
  out(line: string): void
  err(line: string): void
  env: Record<string, string | undefined>
}

/** What every command reads from the environment, read once before the command runs. */
export type CliContext = {
  io: CliIo
  databaseUrl: string | undefined
  dataDir: string
  chains: ReturnType<typeof parseChainsEnv>
  solana: ReturnType<typeof parseSolanaNetworksEnv>
  bitcoin: ReturnType<typeof parseBitcoinNetworksEnv>
  polkadot: ReturnType<typeof parsePolkadotNetworksEnv>
}

/** The command's context, or the message of a network list the environment gives wrong. */
export function readCliContext(io: CliIo): CliContext | { invalid: string } {
  try {
    return {
      io,
      databaseUrl: io.env.DATABASE_URL || undefined,
      dataDir: io.env.DATA_DIR || defaultDataDir,
      chains: parseChainsEnv(io.env.LATCH_CHAINS),
      solana: parseSolanaNetworksEnv(io.env.LATCH_SOLANA),
      bitcoin: parseBitcoinNetworksEnv(io.env.LATCH_BITCOIN),
      polkadot: parsePolkadotNetworksEnv(io.env.LATCH_POLKADOT),
    }
  } catch (error) {
    if (!(error instanceof InvalidChainsConfigError)) throw error
    return { invalid: error.message }
  }
}

/** The database a command opens: DATABASE_URL when set, else the embedded one in DATA_DIR. */
export const databaseOf = (context: CliContext): CreateDatabaseParameters =>
  context.databaseUrl ? { databaseUrl: context.databaseUrl } : { dataDir: context.dataDir }

/** Runs `stop` on SIGINT or SIGTERM, then exits: 0 when it resolved, 1 when it failed. */
export function stopOnSignal(stop: () => Promise<unknown>) {
  const shutdown = () => {
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}
