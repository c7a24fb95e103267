import { type CliIo, readCliContext } from './cli/cliContext.js'
import { cliUsage } from './cli/cliUsage.js'
import { isProjectsSubcommand } from './cli/parseProjectsArgs.js'
import { runIndexerCommand } from './cli/runIndexerCommand.js'
import { runMigrateCommand } from './cli/runMigrateCommand.js'
import { runProjectsCommand } from './cli/runProjectsCommand.js'
import { runServeCommand } from './cli/runServeCommand.js'

export type { CliIo } from './cli/cliContext.js'

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
  const context = readCliContext(io)
  if ('invalid' in context) {
    io.err(context.invalid)
    return 2
  }
  if (command === 'indexer') return runIndexerCommand(context)
  if (command === 'serve') return runServeCommand(context)
  if (command === 'migrate') return runMigrateCommand(context)
  if (command === 'projects' && isProjectsSubcommand(subcommand))
    return runProjectsCommand(context, subcommand, rest)
  if (command === undefined || command === 'help' || command === '--help') {
    io.out(cliUsage)
    return command === undefined ? 2 : 0
  }
  io.err(`Unknown command "${argv.join(' ')}"\n\n${cliUsage}`)
  return 2
}
