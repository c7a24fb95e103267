import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, test } from 'vitest'
import { connectRawClient, randomTopic } from './rawClient.js'

const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

/** `npm run relay` as an operator runs it: its own process, the embedded store (the default) in `dataDir`. */
async function startRelayProcess(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./cli.ts', import.meta.url))],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, PORT: '0', RELAY_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  children.push(child)
  let output = ''
  child.stdout?.setEncoding('utf8')
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: string) => {
      output += chunk
      const match = /WalletConnect relay: (ws:\/\/\S+) \(embedded store/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`relay exited with ${code}: ${output}`)))
  })
  return { child, url }
}

test('a relay killed with SIGKILL delivers, after a restart, every message it acknowledged', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-relay-kill-'))
  try {
    const first = await startRelayProcess(dataDir)
    const topic = randomTopic()
    const bob = await connectRawClient(first.url, { iss: 'bob' })
    await bob.request('irn_subscribe', { topic })
    await bob.close()

    // Alice publishes without waiting; the relay is killed as soon as some are acknowledged, with
    // others still in flight.
    const alice = await connectRawClient(first.url, { iss: 'alice' })
    const acknowledged: string[] = []
    const messages = Array.from({ length: 400 }, (_, i) => `a2lsbA${String(i).padStart(4, '0')}`)
    let killed = false
    const answers = messages.map((message) =>
      alice.request('irn_publish', { topic, message, ttl: 300 }).then((answer) => {
        if (killed || answer.result !== true) return
        acknowledged.push(message)
        if (acknowledged.length === 100) {
          killed = true
          first.child.kill('SIGKILL')
        }
      }),
    )
    await once(first.child, 'exit')
    killed = true
    expect(acknowledged.length).toBeGreaterThanOrEqual(100)
    await alice.closed
    void Promise.allSettled(answers)

    const second = await startRelayProcess(dataDir)
    // Bob comes back without subscribing again: the relay remembers him and what he has not received.
    const bobAgain = await connectRawClient(second.url, { iss: 'bob' })
    const received = new Set<string>()
    const deadline = Date.now() + 20_000
    while (acknowledged.some((message) => !received.has(message)) && Date.now() < deadline) {
      const push = await bobAgain.nextPush(deadline - Date.now()).catch(() => undefined)
      if (push) received.add(push.message)
    }
    expect(acknowledged.filter((message) => !received.has(message))).toEqual([])
    await bobAgain.close()
    second.child.kill('SIGTERM')
    await once(second.child, 'exit')
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
  // Two starts of a relay process with its embedded store: seconds each on a loaded machine.
}, 180_000)
