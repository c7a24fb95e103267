import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CreateAppError, createApp } from './createApp.js'

const dirs: string[] = []
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'create-latch-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const cli = (args: string[], cwd: string) =>
  spawnSync(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), join(import.meta.dirname, 'cli.ts'), ...args],
    {
      cwd,
      encoding: 'utf8',
    },
  )

describe('createApp', () => {
  it('writes a Vite app wired to the given server and project', () => {
    const { directory, files } = createApp({
      directory: join(fresh(), 'My Shop'),
      apiUrl: 'https://latch.example.com/',
      projectId: 'shop_1',
    })
    expect(files).toEqual([
      '.env',
      '.gitignore',
      'README.md',
      'index.html',
      'package.json',
      'src/main.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ])
    const read = (file: string) => readFileSync(join(directory, file), 'utf8')
    expect(read('.env')).toContain('VITE_LATCH_API_URL=https://latch.example.com\n')
    expect(read('.env')).toContain('VITE_LATCH_PROJECT_ID=shop_1\n')
    const manifest = JSON.parse(read('package.json'))
    expect(manifest.name).toBe('my-shop')
    expect(Object.keys(manifest.dependencies)).toEqual([
      '@latch/core',
      '@latch/evm',
      '@latch/react',
      'react',
      'react-dom',
      'viem',
    ])
    expect(read('src/main.tsx')).toContain('networks: [devnet, devnet2]')
  })

  it('writes a Next.js app with a plain config, on Ethereum and Base when asked', () => {
    const { directory, files } = createApp({ directory: fresh(), template: 'next', networks: 'mainnet' })
    expect(files).toContain('app/wallet.tsx')
    expect(readFileSync(join(directory, 'next.config.mjs'), 'utf8')).toBe(
      'export default { reactStrictMode: true }\n',
    )
    const wallet = readFileSync(join(directory, 'app/wallet.tsx'), 'utf8')
    expect(wallet.startsWith("'use client'")).toBe(true)
    expect(wallet).toContain("import { base, mainnet } from '@latch/core/networks'")
    expect(readFileSync(join(directory, '.env'), 'utf8')).toContain(
      'NEXT_PUBLIC_LATCH_API_URL=http://127.0.0.1:8787\nNEXT_PUBLIC_LATCH_PROJECT_ID=latch-dev\n',
    )
  })

  it('refuses a directory with files, an unknown template, a bad URL or project id, and writes nothing', () => {
    const taken = fresh()
    writeFileSync(join(taken, 'keep.txt'), 'mine')
    expect(() => createApp({ directory: taken })).toThrow(/is not empty/)
    const dir = join(fresh(), 'app')
    expect(() => createApp({ directory: dir, template: 'svelte' as 'vite' })).toThrow(CreateAppError)
    expect(() => createApp({ directory: dir, apiUrl: 'latch.example.com' })).toThrow(/not an http\(s\) URL/)
    expect(() => createApp({ directory: dir, projectId: 'a b' })).toThrow(/may hold only/)
    expect(readFileSync(join(taken, 'keep.txt'), 'utf8')).toBe('mine')
  })
})

describe('the create-latch command', () => {
  it('writes the app and says what to run next', () => {
    const cwd = fresh()
    const result = cli(['shop', '--template', 'next', '--project-id', 'shop'], cwd)
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('cd shop\n  npm install\n  npm run dev')
    const manifest = JSON.parse(readFileSync(join(cwd, 'shop/package.json'), 'utf8'))
    expect(manifest.dependencies['@latch/react']).toBe('^0.1.0')
  })

  it('answers a wrong option with the usage and exit code 1', () => {
    const cwd = fresh()
    for (const args of [
      ['--templat', 'vite'],
      ['--networks', 'goerli'],
      ['x', '--template', 'svelte'],
    ]) {
      const result = cli(args, cwd)
      expect(result.status).toBe(1)
      expect(result.stderr.length).toBeGreaterThan(0)
    }
  })
})
