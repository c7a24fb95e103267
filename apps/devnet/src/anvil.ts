import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { devnetMnemonic } from './accounts.js'
import { superviseChild, trackChild, withParentDeathSignal } from './childProcess.js'
import { AnvilNotFoundError, AnvilStartError, PortInUseError } from './errors.js'

export type StartAnvilParameters = {
  chainId: number
  /** 0 picks a free port. */
  port: number
  host: string
  /** How long to wait for the first eth_blockNumber answer. */
  timeoutMs?: number
}

export type AnvilInstance = {
  chainId: number
  host: string
  port: number
  rpcUrl: string
  pid: number
  /** Kills the node and resolves once the process has exited, so its port is free again. */
  stop(): Promise<void>
}

const readyPollIntervalMs = 10

/** Absolute path of the anvil binary shipped in the npm package @foundry-rs/anvil-linux-amd64. */
export function resolveAnvilBinary(): string {
  try {
    const require = createRequire(import.meta.url)
    const binary = join(
      dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')),
      'bin',
      'anvil',
    )
    if (existsSync(binary)) return binary
    throw new Error(`${binary} does not exist`)
  } catch (cause) {
    throw new AnvilNotFoundError({ cause })
  }
}

/** Starts one anvil node and resolves when it answers JSON-RPC. */
export async function startAnvil(parameters: StartAnvilParameters): Promise<AnvilInstance> {
  // Port 0 goes to anvil itself, which binds a port the OS picks and names it: no port probed here first,
  // so no other process can take it in between.
  return launch(resolveAnvilBinary(), parameters)
}

async function launch(binary: string, parameters: StartAnvilParameters): Promise<AnvilInstance> {
  const { chainId, host, port, timeoutMs = 15_000 } = parameters
  const args = [
    '--host',
    host,
    '--port',
    String(port),
    '--chain-id',
    String(chainId),
    '--hardfork',
    'prague',
    '--mnemonic',
    devnetMnemonic,
    '--accounts',
    '10',
    '--balance',
    '10000',
  ]
  const [command, commandArgs] = withParentDeathSignal(binary, args)
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] })
  trackChild(child)

  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    if (stderr.length < 8_000) stderr += chunk
  })
  const { exited, stop, settle } = superviseChild(child)
  const spawnFailed = new Promise<Error>((resolve) => child.once('error', resolve))

  // The node's own word for the port it bound. Polling the port alone could reach another process that holds
  // it (this node then exits with "address in use") and take that process's chain for this one.
  let output = ''
  const listening = new Promise<number>((resolve) => {
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', function read(chunk: string) {
      output += chunk
      const match = /Listening on \S+:(\d+)/.exec(output)
      if (!match) return
      child.stdout?.off('data', read)
      // Drained from here on: anvil logs each request, and a full pipe would stall it.
      child.stdout?.resume()
      resolve(Number(match[1]))
    })
  })
  let rpcUrl = `http://${host}:${port}`
  const deadline = Date.now() + timeoutMs
  let done = false
  const failure = Promise.race([
    exited.then((code) => {
      if (/address already in use|os error 98/i.test(stderr)) return new PortInUseError({ host, port })
      return new AnvilStartError(
        `anvil (chain ${chainId}) exited with code ${code} before it answered on ${rpcUrl}.`,
        {
          details: stderr.trim() || undefined,
        },
      )
    }),
    spawnFailed.then(
      (cause) => new AnvilStartError(`anvil could not be started: ${cause.message}`, { cause }),
    ),
  ])
  const ready = (async () => {
    const bound = await Promise.race([
      listening,
      new Promise<never>((_, reject) =>
        setTimeout(
          () =>
            reject(
              new AnvilStartError(`anvil (chain ${chainId}) did not bind a port within ${timeoutMs} ms.`),
            ),
          timeoutMs,
        ).unref(),
      ),
    ])
    rpcUrl = `http://${host}:${bound}`
    while (!done) {
      if (await answersBlockNumber(rpcUrl)) return
      if (Date.now() > deadline) {
        throw new AnvilStartError(
          `anvil (chain ${chainId}) did not answer eth_blockNumber on ${rpcUrl} within ${timeoutMs} ms.`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, readyPollIntervalMs))
    }
  })()

  await settle(ready, failure).finally(() => {
    done = true
  })
  return { chainId, host, port: Number(new URL(rpcUrl).port), rpcUrl, pid: child.pid ?? -1, stop }
}

async function answersBlockNumber(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    const body = (await response.json()) as { result?: unknown }
    return typeof body.result === 'string'
  } catch {
    return false
  }
}

/** Asks the OS for a free port by listening on port 0. */
export function findFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('The OS did not assign a port'))))
    })
  })
}
