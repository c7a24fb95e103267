import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { findFreePort, resolveAnvilBinary, startAnvil } from './anvil.js'
import { PortInUseError } from './errors.js'

const fixture = fileURLToPath(new URL('./fixtures/leaveAnvilRunning.ts', import.meta.url))
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

function isRunning(pid: number): boolean {
  try {
    // A zombie waiting for its new parent to reap it has already exited.
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

async function waitUntilGone(pid: number, timeoutMs = 3_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return !isRunning(pid)
}

/** Runs the fixture in its own Node process and resolves with the anvil it started. */
function runFixture(mode: 'exit' | 'wait') {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, mode], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise<{ pid: number; rpcUrl: string; parent: typeof child }>((resolve, reject) => {
    let output = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      output += chunk
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'))
      if (line) resolve({ ...(JSON.parse(line) as { pid: number; rpcUrl: string }), parent: child })
    })
    child.once('exit', (code) => reject(new Error(`fixture exited with ${code} before printing: ${output}`)))
  })
}

describe('startAnvil', () => {
  test('resolves the anvil binary from the npm package', () => {
    const binary = resolveAnvilBinary()
    expect(binary).toMatch(/@foundry-rs\/anvil-linux-amd64\/bin\/anvil$/)
    expect(existsSync(binary)).toBe(true)
  })

  test('reports a port that is already taken', async () => {
    const port = await findFreePort('127.0.0.1')
    // Holds connections open without answering, like an unrelated service on that port would.
    const sockets = new Set<Socket>()
    const server: Server = createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    try {
      const error = await startAnvil({ chainId: 31337, host: '127.0.0.1', port }).catch(
        (caught: unknown) => caught,
      )
      expect(error).toBeInstanceOf(PortInUseError)
      expect((error as Error).message).toContain(`Port ${port} on 127.0.0.1 is already in use`)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  test('never takes another node that holds its port for its own', async () => {
    const other = await startAnvil({ chainId: 31337, host: '127.0.0.1', port: 0 })
    try {
      // The other node answers eth_blockNumber on that port at once; this one cannot bind it.
      const error = await startAnvil({ chainId: 31337, host: '127.0.0.1', port: other.port }).catch(
        (caught: unknown) => caught,
      )
      expect(error).toBeInstanceOf(PortInUseError)
    } finally {
      await other.stop()
    }
  })

  test('answers JSON-RPC when it resolves and exits on stop()', async () => {
    const anvil = await startAnvil({ chainId: 4242, host: '127.0.0.1', port: 0 })
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(await response.json()).toMatchObject({ result: '0x1092' })
    expect(isRunning(anvil.pid)).toBe(true)
    await anvil.stop()
    expect(isRunning(anvil.pid)).toBe(false)
  })

  test('a parent that ends without stop() takes its anvil with it', async () => {
    const { pid, parent } = await runFixture('exit')
    await new Promise((resolve) => parent.once('exit', resolve))
    expect(await waitUntilGone(pid)).toBe(true)
  })

  test('a parent killed with SIGKILL takes its anvil with it', async () => {
    const { pid, rpcUrl, parent } = await runFixture('wait')
    expect(isRunning(pid)).toBe(true)
    expect(rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    parent.kill('SIGKILL')
    expect(await waitUntilGone(pid)).toBe(true)
  })
})
