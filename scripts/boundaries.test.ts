import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  checkBoundaries,
  checkInternalImports,
  checkNamespaceLiterals,
  findCycles,
  importsOf,
  readImportRules,
  readPublicSubpaths,
  readWorkspaceSources,
} from './boundaries.js'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('package boundaries', () => {
  it('hold across the repository', () => {
    const files = readWorkspaceSources(root)
    expect(files.length).toBeGreaterThan(0)
    expect(checkBoundaries(files)).toEqual([])
    expect(files.some((file) => file.path.startsWith('e2e/'))).toBe(true)
    expect(findCycles(files)).toEqual([])
    expect(checkNamespaceLiterals(files)).toEqual([])
    expect(checkInternalImports(files)).toEqual([])
  })

  it('holds every workspace to the rule: wagmi and private packages by their rows, every app by name', () => {
    const violations = checkBoundaries([
      { path: 'packages/wagmi/src/a.ts', source: `import { x } from '@latch/react'` },
      { path: 'packages/unlisted/src/b.ts', source: `import { x } from '@latch/core'` },
      { path: 'apps/oidc/src/c.ts', source: `import { x } from '@latch/server'` },
      { path: 'apps/farcaster-relay/src/d.ts', source: `import { x } from '@latch/relay'` },
    ])
    expect(violations.map((v) => v.path)).toEqual([
      'packages/wagmi/src/a.ts',
      'packages/unlisted/src/b.ts',
      'apps/oidc/src/c.ts',
      'apps/farcaster-relay/src/d.ts',
    ])
  })

  it('finds a namespace other than eip155 named in core or react, outside tests and comments', () => {
    const violations = checkNamespaceLiterals([
      { path: 'packages/core/src/a.ts', source: `if (network.chainNamespace === 'solana') {}` },
      { path: 'packages/react/src/b.tsx', source: 'const label = { bip122: "Bitcoin" }[`polkadot`]' },
      { path: 'packages/core/src/c.test.ts', source: `expect(n).toBe('solana')` },
      { path: 'packages/core/src/d.ts', source: `// a comment about 'polkadot'\nconst n = 'eip155'` },
      { path: 'packages/solana/src/e.ts', source: `const namespace = 'solana'` },
    ])
    expect(violations.map((v) => [v.path, v.specifier])).toEqual([
      ['packages/core/src/a.ts', `'solana'`],
      ['packages/react/src/b.tsx', '`polkadot`'],
    ])
  })

  it("finds core's internal/ importing an action", () => {
    const violations = checkInternalImports([
      {
        path: 'packages/core/src/internal/a.ts',
        source: `import { openModal } from '../actions/openModal.js'`,
      },
      { path: 'packages/core/src/internal/x/b.ts', source: `import { y } from '../../actions/y.js'` },
      { path: 'packages/core/src/internal/c.ts', source: `import { z } from './z.js'` },
      { path: 'packages/core/src/actions/d.ts', source: `import { w } from '../internal/w.js'` },
    ])
    expect(violations.map((v) => v.path)).toEqual([
      'packages/core/src/internal/a.ts',
      'packages/core/src/internal/x/b.ts',
    ])
  })

  it("reads the allowed subpaths from each package.json's exports", () => {
    const subpaths = readPublicSubpaths(root)
    expect(subpaths).toContain('@latch/evm/siwx')
    expect(subpaths).toContain('@latch/testing/chromium')
    expect(subpaths).not.toContain('@latch/evm')
  })

  it('checks e2e, bench and scripts: public exports only, no reaching into a workspace by path', () => {
    const violations = checkBoundaries([
      { path: 'e2e/specs/a.spec.ts', source: `import { x } from '../../apps/server/src/x.js'` },
      { path: 'bench/b.ts', source: `import { x } from '@latch/core/src/x.js'` },
      { path: 'scripts/c.ts', source: `import { startServer } from '@latch/server'` },
      { path: 'e2e/specs/d.spec.ts', source: `import { test } from '../fixtures.js'` },
    ])
    expect(violations.map((v) => v.path)).toEqual(['e2e/specs/a.spec.ts', 'bench/b.ts'])
  })

  it('finds import cycles, also through an index, and none through type-only imports', () => {
    const cycles = findCycles([
      { path: 'packages/core/src/a.ts', source: `import { b } from './b.js'` },
      { path: 'packages/core/src/b.ts', source: `import { c } from './c/index.js'\nexport const b = 1` },
      { path: 'packages/core/src/c/index.ts', source: `export { a } from '../a.js'` },
      { path: 'packages/core/src/d.ts', source: `import type { E } from './e.js'` },
      { path: 'packages/core/src/e.ts', source: `import type { D } from './d.js'` },
    ])
    expect(cycles).toEqual([
      ['packages/core/src/a.ts', 'packages/core/src/b.ts', 'packages/core/src/c/index.ts'],
    ])
  })

  it('finds static, type-only, re-exported and dynamic imports', () => {
    const source = [
      `import { a } from 'one'`,
      `import type { B } from "two"`,
      `export * from './three.js'`,
      `const m = await import('four')`,
      `import 'five'`,
    ].join('\n')
    expect(importsOf(source)).toEqual(['one', 'two', './three.js', 'four', 'five'])
  })

  it('ignores imports shown in comments', () => {
    const source = [
      '/**',
      ' * @example',
      " * import { test } from '@latch/testing'",
      ' */',
      "// import 'react'",
    ].join('\n')
    expect(importsOf(source)).toEqual([])
  })

  it('rejects core importing react, an adapter or an app', () => {
    const violations = checkBoundaries([
      { path: 'packages/core/src/a.ts', source: `import { useState } from 'react'` },
      { path: 'packages/core/src/b.ts', source: `import { eip155Adapter } from '@latch/evm'` },
      { path: 'packages/core/src/c.ts', source: `const s = await import('@latch/server')` },
      { path: 'packages/core/src/d.ts', source: `import { x } from '../../react/src/x.js'` },
    ])
    expect(violations.map((v) => v.path)).toEqual([
      'packages/core/src/a.ts',
      'packages/core/src/b.ts',
      'packages/core/src/c.ts',
      'packages/core/src/d.ts',
    ])
  })

  it('rejects apps importing each other and deep imports past public exports', () => {
    const violations = checkBoundaries([
      { path: 'apps/demo/src/a.ts', source: `import { startServer } from '@latch/server'` },
      { path: 'apps/server/src/b.ts', source: `import { x } from '@latch/core/src/utils/x.js'` },
      { path: 'packages/react/src/c.tsx', source: `import { eip155Adapter } from '@latch/evm'` },
      { path: 'packages/evm/src/d.ts', source: `import { Modal } from '@latch/react'` },
    ])
    expect(violations).toHaveLength(4)
  })

  it('allows a declared secondary entry point and nothing else past the exports', () => {
    const violations = checkBoundaries([
      { path: 'apps/demo/src/a.ts', source: `const siwx = await import('@latch/evm/siwx')` },
      { path: 'apps/demo/src/b.ts', source: `import { x } from '@latch/evm/src/siwx/x.js'` },
    ])
    expect(violations.map((v) => v.path)).toEqual(['apps/demo/src/b.ts'])
  })

  it('lets tests and benchmarks start the devnet, relay and server, and nothing else', () => {
    expect(
      checkBoundaries([
        { path: 'packages/testing/src/wallet.test.ts', source: `import { startRelay } from '@latch/relay'` },
        { path: 'apps/server/bench/history.ts', source: `import { startDevnet } from '@latch/devnet'` },
        { path: 'packages/core/test/stack.ts', source: `import { startServer } from '@latch/server'` },
      ]),
    ).toEqual([])
    expect(
      checkBoundaries([
        { path: 'packages/testing/src/wallet.ts', source: `import { startRelay } from '@latch/relay'` },
        { path: 'packages/core/src/a.test.ts', source: `import { x } from '@latch/devnet/src/x.js'` },
        { path: 'apps/server/src/b.test.ts', source: `import { serveDemo } from '@latch/demo'` },
      ]),
    ).toHaveLength(3)
  })

  it('allows the intended direction', () => {
    expect(
      checkBoundaries([
        { path: 'packages/evm/src/a.ts', source: `import { createLatch } from '@latch/core'\nimport 'viem'` },
        { path: 'packages/react/src/b.tsx', source: `import { createLatch } from '@latch/core'` },
        { path: 'apps/demo/src/c.tsx', source: `import { ConnectButton } from '@latch/react'` },
        { path: 'packages/core/src/d.ts', source: `import { x } from './utils/x.js'` },
      ]),
    ).toEqual([])
  })

  it('lets the widget take only types from @latch/api, and api depend on no Latch package', () => {
    const violations = checkBoundaries([
      { path: 'packages/core/src/a.ts', source: `import type { swapQuotesRoute } from '@latch/api'` },
      { path: 'packages/evm/src/b.ts', source: `import { type GasPrice } from '@latch/api'` },
      { path: 'packages/react/src/c.tsx', source: `import { swapQuotesRoute } from '@latch/api'` },
      { path: 'apps/server/src/d.ts', source: `import * as api from '@latch/api'` },
      { path: 'packages/api/src/e.ts', source: `import { createLatch } from '@latch/core'` },
      { path: 'packages/api/src/f.ts', source: `import { createRoute } from '@hono/zod-openapi'` },
    ])
    expect(violations.map((v) => v.path)).toEqual([
      'packages/evm/src/b.ts',
      'packages/react/src/c.tsx',
      'packages/api/src/e.ts',
      'packages/api/src/f.ts',
    ])
  })

  it('takes ARCHITECTURE.md\'s "may import" column as the rule, with a row for every package', () => {
    const markdown = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8')
    const rules = readImportRules(markdown)
    const packages = readdirSync(join(root, 'packages')).map(
      (dir) =>
        (JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as { name: string })
          .name,
    )
    // Every package is `@latch/<dir>` but the unscoped command `create-latch`.
    const named = (name: string) => (name === 'create-latch' ? name : `@latch/${name}`)
    expect([...rules.keys()].map(named).sort()).toEqual(packages.sort())
    expect(rules.get('evm')).toEqual({ latch: new Set(['core', 'api']), typesOnly: new Set(['api']) })

    // The column decides: what it does not name is refused, and naming it is what allows it.
    const evmImportsFrame = [
      { path: 'packages/evm/src/a.ts', source: `import { createMessenger } from '@latch/frame-protocol'` },
    ]
    expect(checkBoundaries(evmImportsFrame, undefined, rules)).toHaveLength(1)
    const widened = markdown.replace(
      /^(\| `@latch\/evm` \|.*)\|$/m,
      (row) => `${row.slice(0, -1)}, \`@latch/frame-protocol\` |`,
    )
    expect(checkBoundaries(evmImportsFrame, undefined, readImportRules(widened))).toEqual([])

    // A table that no longer allows what the code imports fails the repository's check.
    const files = readWorkspaceSources(root)
    const key = (v: { path: string; specifier: string }) => `${v.path} ${v.specifier}`
    const today = new Set(checkBoundaries(files, undefined, rules).map(key))
    const narrowed = markdown.replace(/^(\| `@latch\/evm` \|.*)`@latch\/api` \(types\), /m, '$1')
    const refused = checkBoundaries(files, undefined, readImportRules(narrowed)).filter(
      (v) => !today.has(key(v)),
    )
    expect(refused.length).toBeGreaterThan(0)
    expect(refused.every((v) => v.path.startsWith('packages/evm/') && v.specifier === '@latch/api')).toBe(
      true,
    )
  })
})
