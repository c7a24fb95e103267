// Starts a throwaway PostgreSQL server from Debian's packages on a random loopback port, installing
// the package first when it is missing. The server refuses to run as root, so it runs as `postgres`.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function binDir() {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return undefined
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(base, versions[0], 'bin') : undefined
}

function install() {
  if (process.getuid?.() !== 0) throw new Error('PostgreSQL is not installed: apt-get install postgresql')
  console.log('installing Debian postgresql')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const result = spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env })
  if (result.status !== 0) throw new Error('apt-get install postgresql failed')
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

export async function startPostgres() {
  let bin = binDir()
  if (!bin) {
    install()
    bin = binDir()
  }
  if (!bin) throw new Error('PostgreSQL binaries not found after install')

  const asRoot = process.getuid?.() === 0
  const user = asRoot ? 'postgres' : undefined
  if (asRoot && spawnSync('id', ['postgres']).status !== 0)
    execFileSync('useradd', ['--system', '--no-create-home', 'postgres'])
  const asUser = (command, args) =>
    user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args]

  const dir = mkdtempSync(join(tmpdir(), 'latch-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  const [initCmd, initArgs] = asUser(join(bin, 'initdb'), [
    '-D',
    data,
    '--auth=trust',
    '--username=postgres',
    '--encoding=UTF8',
    '--no-sync',
  ])
  execFileSync(initCmd, initArgs, { stdio: 'ignore' })

  const port = await freePort()
  const args = [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]
  let child
  let log = ''
  let exited

  /** Starts the server on the data directory and waits until it accepts connections. */
  async function launch() {
    const [pgCmd, pgArgs] = asUser(join(bin, 'postgres'), args)
    child = spawn(pgCmd, pgArgs, { stdio: ['ignore', 'ignore', 'pipe'] })
    log = ''
    child.stderr.on('data', (chunk) => {
      log += chunk
    })
    const current = child
    exited = new Promise((resolve) => current.once('exit', resolve))
    const deadline = Date.now() + 20_000
    for (;;) {
      const ready = spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)])
      if (ready.status === 0) return
      if (current.exitCode !== null || Date.now() > deadline) {
        current.kill('SIGKILL')
        throw new Error(`PostgreSQL did not start:\n${log}`)
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  try {
    await launch()
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const version = execFileSync(join(bin, 'postgres'), ['--version']).toString().trim()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    /** Kills the server at once, as a crash would: SIGKILL to the postmaster, then waits for its backends to go. */
    async kill() {
      const postmaster = child
      // runuser forwards nothing on SIGKILL: kill the postmaster itself, found by its pid file.
      const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
      process.kill(pid, 'SIGKILL')
      await exited
      if (postmaster.exitCode === null) postmaster.kill('SIGKILL')
    },
    /**
     * Starts it again on the same port and data after `kill()`; it recovers from its write-ahead log.
     * Orphaned backends hold the old shared memory for a moment after the kill: the start is retried.
     */
    async restart() {
      for (let attempt = 1; ; attempt++) {
        try {
          await launch()
          return
        } catch (error) {
          if (attempt >= 40) throw error
          await new Promise((r) => setTimeout(r, 250))
        }
      }
    },
    async stop() {
      child.kill('SIGINT')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
