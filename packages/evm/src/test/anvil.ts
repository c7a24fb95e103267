import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

/** Starts a real anvil node on a free port (for the runtime's tests). */
export async function startTestAnvil(chainId: number): Promise<{ rpcUrl: string; stop(): Promise<void> }> {
  const require = createRequire(import.meta.url)
  const binary = join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil')
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
  const child: ChildProcess = spawn(
    binary,
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
    {
      stdio: 'ignore',
    },
  )
  const rpcUrl = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return {
    rpcUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
