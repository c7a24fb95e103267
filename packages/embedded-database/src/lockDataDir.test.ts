import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lockDataDir } from './lockDataDir.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'latch-lock-'))
  dirs.push(dir)
  return dir
}

const parameters = { lockFile: 'test.lock', inUse: (pid: number) => new Error(`in use by ${pid}`) }

describe('lockDataDir', () => {
  it('holds the directory for this process until released', () => {
    const dir = tempDir()
    const unlock = lockDataDir(dir, parameters)
    expect(readFileSync(join(dir, 'test.lock'), 'utf8')).toBe(String(process.pid))
    expect(() => lockDataDir(dir, parameters)).toThrow(`in use by ${process.pid}`)
    unlock()
    lockDataDir(dir, parameters)()
  })

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir()
    // No process has this pid: the kernel's pid limit is below it.
    writeFileSync(join(dir, 'test.lock'), '2147483646')
    const unlock = lockDataDir(dir, parameters)
    expect(readFileSync(join(dir, 'test.lock'), 'utf8')).toBe(String(process.pid))
    unlock()
  })
})
