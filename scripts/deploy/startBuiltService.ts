import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { DeployedService } from './services.js'

export type BuiltService = {
  url: string
  child: ChildProcess
  /** From the process's spawn to its first 200 on the ready path. */
  coldStartMs: number
  /** What it printed, for the failure message. */
  output(): string
  stop(): Promise<void>
  /** Ends the process at once (SIGKILL), as a crash or an out-of-memory kill would. */
  kill(): Promise<void>
}

/** A free port on loopback, for a service that takes its port from PORT. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Runs `node` with the arguments in `cwd` and returns once the process has exited, rejecting unless with 0. */
export async function runNode(cwd: string, args: readonly string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' })
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`node ${args.join(' ')} exited with ${code}`)
}

/**
 * Starts a service with plain `node` on its build (in `<runtime>/apps/<name>`, as the image's command does) on a
 * free port, and resolves once its ready path answers 200; rejects when the process exits first or after
 * `timeoutMs`.
 */
export async function startBuiltService(
  runtime: string,
  service: DeployedService,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<BuiltService> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const startedAt = performance.now()
  const child = spawn(process.execPath, ['build/cli.js', ...service.args], {
    cwd: join(runtime, 'apps', service.name),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  const end = (signal: NodeJS.Signals) => async () => {
    if (exited) return
    const exit = once(child, 'exit')
    child.kill(signal)
    await exit
  }
  const stop = end('SIGTERM')
  const deadline = startedAt + timeoutMs
  while (!exited && performance.now() < deadline) {
    const answer = await fetch(`${url}${service.readyPath}`).catch(() => undefined)
    if (answer?.status === 200) {
      const coldStartMs = Math.round(performance.now() - startedAt)
      return { url, child, coldStartMs, output: () => output, stop, kill: end('SIGKILL') }
    }
    // Until the socket listens every attempt is refused at once; a short pause keeps the loop off the CPU.
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await stop()
  throw new Error(`${service.name} was not ready on ${url}${service.readyPath}:\n${output}`)
}
