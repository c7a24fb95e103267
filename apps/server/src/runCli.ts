import { parseArgs } from 'node:util'
import { InvalidRateLimitsError, parseRateLimitsEnv } from './access/parseRateLimitsEnv.js'
import { parseBitcoinNetworksEnv } from './bitcoin/bitcoinNetworks.js'
import { createChainRegistry } from './chains/createChainRegistry.js'
import { InvalidChainsConfigError, parseChainsEnv } from './chains/parseChainsEnv.js'
import { createDatabase } from './db/createDatabase.js'
import { createIndexer } from './indexer/createIndexer.js'
import { createProject, InvalidProjectError } from './projects/createProject.js'
import { describeSponsorship } from './projects/describeSponsorship.js'
import { listProjects } from './projects/listProjects.js'
import { rotateSecretKey } from './projects/rotateSecretKey.js'
import { setSponsorship } from './projects/setSponsorship.js'
import { ensureDevProject } from './seedDatabase.js'
import { PublicUrlRequiredError, serverModeOf } from './serverMode.js'
import { parseSolanaNetworksEnv } from './solana/parseSolanaNetworksEnv.js'
import { defaultDataDir, startServer } from './startServer.js'
import { seedTokens } from './tokens/seedTokens.js'

export type CliIo = {
  out(line: string): void
  err(line: string): void
  env: Record<string, string | undefined>
}

const usage = `Usage: latch-server <command>

Commands:
  serve                                   Start the API (PORT=8787, HOST=127.0.0.1, DATA_DIR, DATABASE_URL,
                                          LATCH_CHAINS, LATCH_SOLANA, LATCH_BITCOIN; the indexers run inside unless
                                          LATCH_INDEXER=0)
  indexer                                 Run only the chain indexer (LATCH_CHAINS, DATABASE_URL)
  projects create --name N --origin O [--origin O2 ...] [--id ID] [--no-analytics] [--json]
                                          Register a site; origins may use * for the port or a subdomain
  projects list [--json]                  Show every project
  projects rotate-key --id ID             Give a project a new secret key (printed once) for calls
                                          from its own servers (no Origin); the old key stops working
  projects sponsor --id ID [--max-cost-wei W] [--per-account-per-day N] [--per-day N]
                   [--max-cost-wei-per-day W] [--json] | --off
                                          Have the paymaster pay the gas of the project's wallets' smart
                                          accounts (and of calls made with its secret key), within the limits
                                          given, each optional and replacing the last ones: the most one
                                          operation may cost (wei), operations per account and day, and for
                                          the whole project operations per day and their total cost per day
                                          (wei); or stop (--off)

The database is DATABASE_URL when set, otherwise the embedded one in DATA_DIR (default apps/server/.data).
NODE_ENV=production serves without the development project and needs PUBLIC_URL.
LATCH_CHAINS lists the chains and their JSON-RPC URLs: 31337=http://127.0.0.1:8545,31338=http://a|http://b
or, to also name each chain's pools and swap router, a JSON array (see the server README):
[{"chainId":1,"rpcUrls":["https://…"],"amm":{"factory":"0x…","usdToken":"0x…","wrappedNative":"0x…"},
  "swap":{"router":"0x…","feeSwapRouter":"0x…"}}]
LATCH_SOLANA lists Solana networks the same way, by CAIP-2 id:
solana:5fKwQmBxy379hbnn7RgQwjCcLqkqayhm=http://127.0.0.1:8899 (the devnet's local validator)
LATCH_BITCOIN lists Bitcoin networks by CAIP-2 id with Esplora API URLs:
bip122:000000000019d6689c085ae165831e93=https://blockstream.info/api or the devnet's
bip122:0f9188f13cb7b2c71f2a335e3a4fc328=http://127.0.0.1:3002
`

const defaultIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
}

/**
 * The `latch-server` command line. Returns the exit code; `serve` returns once listening and keeps the
 * process alive until SIGINT or SIGTERM.
 *
 * @example
 * await runCli(['projects', 'create', '--name', 'Shop', '--origin', 'https://shop.example.com'])
 */
export async function runCli(argv: string[], io: CliIo = defaultIo): Promise<number> {
  // `npm run server -- projects list` arrives as `serve projects list` (npm appends to the script's own
  // arguments): a command after `serve` runs instead of it.
  if (argv[0] === 'serve' && argv.length > 1) return runCli(argv.slice(1), io)
  const [command, subcommand, ...rest] = argv
  const databaseUrl = io.env.DATABASE_URL || undefined
  const dataDir = io.env.DATA_DIR || defaultDataDir

  let chains: ReturnType<typeof parseChainsEnv>
  let solana: ReturnType<typeof parseSolanaNetworksEnv>
  let bitcoin: ReturnType<typeof parseBitcoinNetworksEnv>
  try {
    chains = parseChainsEnv(io.env.LATCH_CHAINS)
    solana = parseSolanaNetworksEnv(io.env.LATCH_SOLANA)
    bitcoin = parseBitcoinNetworksEnv(io.env.LATCH_BITCOIN)
  } catch (error) {
    if (!(error instanceof InvalidChainsConfigError)) throw error
    io.err(error.message)
    return 2
  }

  if (command === 'indexer') {
    if (chains.length === 0) {
      io.err(`The indexer needs LATCH_CHAINS\n\n${usage}`)
      return 2
    }
    const database = await createDatabase(databaseUrl ? { databaseUrl } : { dataDir })
    await seedTokens(database.db)
    const indexer = createIndexer({ db: database.db, chains: createChainRegistry(chains) })
    indexer.start()
    io.out(`Latch indexer following ${chains.map((chain) => `eip155:${chain.chainId}`).join(', ')}`)
    const shutdown = () => {
      indexer
        .stop()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        )
    }
    process.once('SIGINT', shutdown)
    process.once('SIGTERM', shutdown)
    return 0
  }

  if (command === 'serve') {
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
        solana,
        bitcoin,
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
    const shutdown = () => {
      server.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    }
    process.once('SIGINT', shutdown)
    process.once('SIGTERM', shutdown)
    return 0
  }

  if (
    command === 'projects' &&
    (subcommand === 'create' ||
      subcommand === 'list' ||
      subcommand === 'rotate-key' ||
      subcommand === 'sponsor')
  ) {
    let values: {
      name?: string
      origin?: string[]
      id?: string
      'no-analytics'?: boolean
      json?: boolean
      'max-cost-wei'?: string
      'per-account-per-day'?: string
      'per-day'?: string
      'max-cost-wei-per-day'?: string
      off?: boolean
    }
    try {
      ;({ values } = parseArgs({
        args: rest,
        options: {
          name: { type: 'string' },
          origin: { type: 'string', multiple: true },
          id: { type: 'string' },
          'no-analytics': { type: 'boolean' },
          json: { type: 'boolean' },
          'max-cost-wei': { type: 'string' },
          'per-account-per-day': { type: 'string' },
          'per-day': { type: 'string' },
          'max-cost-wei-per-day': { type: 'string' },
          off: { type: 'boolean' },
        },
        strict: true,
        allowPositionals: false,
      }))
    } catch (error) {
      io.err(`${(error as Error).message}\n\n${usage}`)
      return 2
    }
    if (subcommand === 'create' && !values.name) {
      io.err(`projects create needs --name\n\n${usage}`)
      return 2
    }
    if ((subcommand === 'rotate-key' || subcommand === 'sponsor') && !values.id) {
      io.err(`projects ${subcommand} needs --id\n\n${usage}`)
      return 2
    }
    const limited = (
      ['max-cost-wei', 'per-account-per-day', 'per-day', 'max-cost-wei-per-day'] as const
    ).some((flag) => values[flag] !== undefined)
    if (subcommand === 'sponsor' && values.off && limited) {
      io.err(`projects sponsor takes limits or --off, not both\n\n${usage}`)
      return 2
    }
    for (const flag of ['per-account-per-day', 'per-day'] as const) {
      const value = values[flag]
      if (value !== undefined && !/^\d+$/.test(value)) {
        io.err(`--${flag} takes a whole number of operations, not "${value}"`)
        return 2
      }
    }
    const perAccount = values['per-account-per-day']
    const perDay = values['per-day']

    const database = await createDatabase(databaseUrl ? { databaseUrl } : { dataDir })
    try {
      if (serverModeOf(io.env.NODE_ENV) === 'development') await ensureDevProject(database.db)
      if (subcommand === 'rotate-key') {
        const key = await rotateSecretKey(database.db, values.id ?? '')
        io.out(
          values.json
            ? JSON.stringify({ id: values.id, secretKey: key })
            : `New secret key of ${values.id}: ${key}\nIt is shown only now; send it in the X-Latch-Secret-Key header.`,
        )
        return 0
      }
      if (subcommand === 'sponsor') {
        const policy = values.off
          ? null
          : {
              ...(values['max-cost-wei'] !== undefined
                ? { maxOperationCostWei: values['max-cost-wei'] }
                : {}),
              ...(perAccount !== undefined ? { maxOperationsPerAccountPerDay: Number(perAccount) } : {}),
              ...(perDay !== undefined ? { maxOperationsPerDay: Number(perDay) } : {}),
              ...(values['max-cost-wei-per-day'] !== undefined
                ? { maxCostWeiPerDay: values['max-cost-wei-per-day'] }
                : {}),
            }
        await setSponsorship(database.db, values.id ?? '', policy)
        if (values.json) io.out(JSON.stringify({ id: values.id, sponsorship: policy }))
        else
          io.out(
            policy
              ? `${values.id}: the paymaster sponsors its smart accounts (${describeSponsorship(policy)})`
              : `${values.id}: its smart accounts pay their own gas`,
          )
        return 0
      }
      if (subcommand === 'create') {
        const project = await createProject(database.db, {
          name: values.name ?? '',
          allowedOrigins: values.origin ?? [],
          id: values.id,
          analyticsEnabled: !values['no-analytics'],
        })
        const { secretKeyHash: _hash, ...shown } = project
        io.out(
          values.json
            ? JSON.stringify(shown)
            : `Created project ${project.id} (${project.name})\nSecret key: ${project.secretKey}\nIt is shown only now (rotate it with projects rotate-key); send it in the X-Latch-Secret-Key header from your own servers.`,
        )
        return 0
      }
      const projects = (await listProjects(database.db)).map(
        ({ secretKeyHash: _hash, ...project }) => project,
      )
      if (values.json) {
        io.out(JSON.stringify(projects))
        return 0
      }
      for (const project of projects) {
        const analytics = project.analyticsEnabled ? 'analytics on' : 'analytics off'
        const sponsored = project.sponsorship
          ? `sponsored (${describeSponsorship(project.sponsorship)})`
          : 'not sponsored'
        const key = project.secretKeyHint ? `key ${project.secretKeyHint}…` : 'no key (projects rotate-key)'
        io.out(
          `${project.id}\t${project.name}\t${project.allowedOrigins.join(' ')}\t${analytics}\t${sponsored}\t${key}`,
        )
      }
      return 0
    } catch (error) {
      if (error instanceof InvalidProjectError) {
        io.err(error.message)
        return 1
      }
      throw error
    } finally {
      await database.close()
    }
  }

  if (command === undefined || command === 'help' || command === '--help') {
    io.out(usage)
    return command === undefined ? 2 : 0
  }
  io.err(`Unknown command "${argv.join(' ')}"\n\n${usage}`)
  return 2
}
