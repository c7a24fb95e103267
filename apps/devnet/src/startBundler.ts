import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { numberToHex, parseEther } from 'viem'
import { devnetBundlerExecutor } from './accounts.js'
import { findFreePort } from './anvil.js'
import { superviseChild, trackChild, withParentDeathSignal } from './childProcess.js'
import { devnetContracts } from './contracts.js'
import { devnetRpc } from './devnetRpc.js'
import { BundlerStartError } from './errors.js'

export type StartBundlerParameters = {
  /** The chain's JSON-RPC URL (a devnet anvil node, with the EntryPoint deployed). */
  rpcUrl: string
  /** 0 or absent: a free port. */
  port?: number
  host?: string
  /** How long to wait for the bundler's first eth_chainId answer. */
  timeoutMs?: number
}

export type Bundler = {
  /** The ERC-4337 bundler JSON-RPC endpoint (eth_sendUserOperation, eth_estimateUserOperationGas, ...). */
  url: string
  port: number
  pid: number
  /** Kills the bundler and resolves once its process has exited. */
  stop(): Promise<void>
}

/** ETH startBundler gives the executor; handleOps refunds it, so it never runs dry on a devnet. */
const executorFunding = parseEther('1000')

/**
 * Starts a real ERC-4337 bundler (`@pimlico/alto`) for one devnet chain, in its own process, bundling at once
 * for the canonical EntryPoint v0.7. It runs unsafe mode (no ERC-7562 storage rules): the devnet's paymaster and
 * factory are unstaked, as a local chain's usually are. The executor (`devnetBundlerExecutor`) is funded first.
 * About 1.5 s to start, 180 MB: the devnet starts it only when asked.
 */
export async function startBundler(parameters: StartBundlerParameters): Promise<Bundler> {
  const { rpcUrl, host = '127.0.0.1', timeoutMs = 60_000 } = parameters
  await devnetRpc(rpcUrl, 'anvil_setBalance', [devnetBundlerExecutor.address, numberToHex(executorFunding)], {
    timeoutMs: 2_000,
  }).catch((error: Error) => {
    throw new BundlerStartError(`anvil_setBalance failed on ${rpcUrl}: ${error.message}`)
  })
  const port = parameters.port || (await findFreePort(host))
  const require = createRequire(import.meta.url)
  // The package exports only its library entry (esm/index.js); the CLI sits beside it.
  const cli = join(dirname(require.resolve('@pimlico/alto')), 'cli/alto.js')
  const args = [
    cli,
    '--entrypoints',
    devnetContracts.entryPoint,
    '--rpc-url',
    rpcUrl,
    '--executor-private-keys',
    devnetBundlerExecutor.privateKey,
    '--utility-private-key',
    devnetBundlerExecutor.privateKey,
    '--port',
    String(port),
    '--safe-mode',
    'false',
    // anvil mines on every transaction: poll receipts often and bundle without waiting.
    '--block-time',
    '200',
    '--min-bundle-interval',
    '10',
    '--max-bundle-interval',
    '100',
    // Browsers call it straight from the frame's origin.
    '--enable-cors',
    'true',
    '--log-level',
    process.env.DEVNET_BUNDLER_LOG_LEVEL ?? 'warn',
  ]
  // No .env of the working directory and no telemetry: the bundler's configuration is these arguments only.
  const env = { PATH: process.env.PATH ?? '', DOTENV_CONFIG_PATH: '/dev/null' }
  const [command, commandArgs] = withParentDeathSignal(process.execPath, args)
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], env })
  trackChild(child)
  let output = ''
  const collect = (chunk: Buffer) => {
    if (process.env.DEVNET_BUNDLER_LOG_LEVEL) process.stderr.write(chunk)
    if (output.length < 8_000) output += chunk.toString('utf8')
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const { exited, stop, settle } = superviseChild(child)
  const url = `http://${host}:${port}/rpc`
  let done = false
  const ready = (async () => {
    const deadline = Date.now() + timeoutMs
    while (!done) {
      const answer = await devnetRpc(url, 'eth_supportedEntryPoints', [], { timeoutMs: 2_000 }).catch(
        () => undefined,
      )
      if (Array.isArray(answer)) return
      if (Date.now() > deadline) {
        throw new BundlerStartError(`The bundler did not answer on ${url} within ${timeoutMs} ms.`, {
          details: output.trim() || undefined,
        })
      }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  })()
  const failed = exited.then(
    (code) =>
      new BundlerStartError(`The bundler exited with code ${code} before it answered on ${url}.`, {
        details: output.trim() || undefined,
      }),
  )
  await settle(ready, failed).finally(() => {
    done = true
  })
  return { url, port, pid: child.pid ?? -1, stop }
}
