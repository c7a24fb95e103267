#!/usr/bin/env node
// `npm create latch@latest [directory] -- [--template vite|next] [--api-url URL] [--project-id ID]
// [--networks local|mainnet]`: writes a new dApp with Latch and says what to run next.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { parseArgs } from 'node:util'
import { CreateAppError, createApp, type TemplateName } from './createApp.js'

const usage = `Usage: npm create latch@latest [directory] -- [options]

  --template vite|next       the app to write (default vite)
  --api-url <url>            your Latch server (default the local stack, http://127.0.0.1:8787)
  --project-id <id>          the project registered on it for the app's origins (default latch-dev)
  --networks local|mainnet   the local stack's devnet chains (default), or Ethereum and Base
`

function main(argv: string[]): number {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`)
    return 1
  }
  const { values, positionals } = parsed
  if (values.help) {
    console.log(usage)
    return 0
  }
  if (values.networks !== undefined && values.networks !== 'local' && values.networks !== 'mainnet') {
    console.error(`Unknown networks "${values.networks}": choose local or mainnet.\n\n${usage}`)
    return 1
  }
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  try {
    const { directory, files, template } = createApp({
      directory: positionals[0] ?? 'my-latch-dapp',
      latchVersion: `^${version}`,
      ...(values.template ? { template: values.template as TemplateName } : {}),
      ...(values['api-url'] ? { apiUrl: values['api-url'] } : {}),
      ...(values['project-id'] ? { projectId: values['project-id'] } : {}),
      ...(values.networks ? { networks: values.networks as 'local' | 'mainnet' } : {}),
    })
    const where = relative(process.cwd(), directory) || '.'
    console.log(
      `Wrote ${files.length} files to ${where}. Next:\n\n  cd ${where}\n  npm install\n  ${template.dev}\n`,
    )
    console.log(
      'The server and the project are in .env: see README.md for where a production projectId comes from.',
    )
    return 0
  } catch (error) {
    if (error instanceof CreateAppError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      template: { type: 'string', short: 't' },
      'api-url': { type: 'string' },
      'project-id': { type: 'string' },
      networks: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}

process.exitCode = main(process.argv.slice(2))
