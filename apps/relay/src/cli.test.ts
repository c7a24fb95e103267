import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { connectRawClient, randomTopic } from './rawClient.js'

test('the command prints its URL, serves, and stops on SIGINT', async () => {
  // The embedded store (its default) is exercised by durability.test.ts; memory keeps this one quick.
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-relay-cli-'))
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./cli.ts', import.meta.url))],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, PORT: '0', RELAY_DATA_DIR: dataDir, RELAY_STORAGE: 'memory' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
  })
  const exited = once(child, 'exit')
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed: ${output}`)), 20_000)
      child.stdout.on('data', () => {
        const match = /^WalletConnect relay: (ws:\/\/127\.0\.0\.1:\d+) \(memory only\)$/m.exec(output)
        if (match?.[1]) {
          clearTimeout(timer)
          resolve(match[1])
        }
      })
    })
    const client = await connectRawClient(url, { iss: 'cli' })
    expect((await client.request('irn_subscribe', { topic: randomTopic() })).result).toMatch(/^[0-9a-f]{64}$/)
    const closed = once(client.ws, 'close')
    child.kill('SIGINT')
    const [code] = await exited
    expect(code).toBe(0)
    expect((await closed)[0]).toBe(1012)
    expect(output).toContain('WalletConnect relay stopped (SIGINT)')
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
  }
})

test('the command checks project ids and applies the quotas set in its environment', async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./cli.ts', import.meta.url))],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: {
        ...process.env,
        PORT: '0',
        RELAY_STORAGE: 'memory',
        RELAY_PROJECT_IDS: 'latch-dev, a1b2c3d4e5f60718293a4b5c6d7e8f90',
        RELAY_MAX_TTL_SECONDS: '600',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
  })
  const exited = once(child, 'exit')
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed: ${output}`)), 20_000)
      child.stdout.on('data', () => {
        const match = /^WalletConnect relay: (ws:\/\/\S+) .*\nProject ids: (.*)$/m.exec(output)
        if (match?.[1]) {
          clearTimeout(timer)
          resolve(match[1])
        }
      })
    })
    expect(output).toContain('Project ids: latch-dev, a1b2c3d4e5f60718293a4b5c6d7e8f90\n')
    await expect(connectRawClient(url, { iss: 'cli', projectId: 'unknown' })).rejects.toMatchObject({
      status: 403,
    })
    const listed = await connectRawClient(url, { iss: 'cli', projectId: 'latch-dev' })
    const tooLong = await listed.request('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: 601 })
    expect(tooLong.error?.data).toBe('TtlTooLong')
    await listed.close()
    child.kill('SIGINT')
    expect((await exited)[0]).toBe(0)
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL')
  }

  // A quota variable that is not a number stops the command, naming it.
  const bad = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./cli.ts', import.meta.url))],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, PORT: '0', RELAY_STORAGE: 'memory', RELAY_MAX_STORED_BYTES: 'plenty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let errors = ''
  bad.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    errors += chunk
  })
  const [code] = await once(bad, 'exit')
  expect(code).toBe(1)
  expect(errors).toContain('RELAY_MAX_STORED_BYTES must be a positive whole number, not "plenty"')
})
