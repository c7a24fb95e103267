import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readWorkspaceSources } from './boundaries.js'
import { checkLengthBudget, isExempt, maxFileLines, maxFunctionLines } from './lengthBudget.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const lines = (count: number, line = '  x += 1') => Array.from({ length: count }, () => line).join('\n')

describe('the length budget', () => {
  it('holds across the repository', () => {
    expect(checkLengthBudget(readWorkspaceSources(root))).toEqual([])
  })

  it('finds a file and a function over the budget, by the name a reader looks for', () => {
    const violations = checkLengthBudget(
      [
        { path: 'packages/core/src/long.ts', source: `${lines(maxFileLines)}\nconst y = 1\n` },
        {
          path: 'apps/server/src/handler.ts',
          source: `export const handle = (x: number) => {\n${lines(maxFunctionLines - 1)}\n}\n`,
        },
        {
          path: 'apps/server/src/fits.ts',
          source: `export function fits(x: number) {\n${lines(maxFunctionLines - 2)}\n}\n`,
        },
        {
          path: 'packages/react/src/View.tsx',
          source: `export function View() {\n  const o = {\n    method() {\n${lines(maxFunctionLines)}\n    },\n  }\n}\n`,
        },
      ],
      new Map(),
    )
    expect(violations.map((v) => [v.path, v.name, v.lines])).toEqual([
      ['packages/core/src/long.ts', '(file)', maxFileLines + 1],
      ['apps/server/src/handler.ts', 'handle', maxFunctionLines + 1],
      ['packages/react/src/View.tsx', 'View', maxFunctionLines + 6],
      ['packages/react/src/View.tsx', 'method', maxFunctionLines + 2],
    ])
  })

  it('leaves out tests, benchmarks, generated contract data and the named exceptions', () => {
    const long = `${lines(maxFileLines + 10)}\n`
    const paths = [
      'packages/core/src/a.test.ts',
      'e2e/specs/b.spec.ts',
      'bench/widget.ts',
      'apps/server/bench/c.ts',
      'apps/server/src/testing/d.ts',
      'apps/devnet/src/artifacts/abis.ts',
      'packages/core/src/exports/index.ts',
    ]
    expect(checkLengthBudget(paths.map((path) => ({ path, source: long })))).toEqual([])
    // The published test kit ships to dApp developers: it is held to the budget.
    expect(isExempt('packages/testing/src/createTestWallet.ts')).toBe(false)
    expect(isExempt('packages/testing/test/injectedWallet.spec.ts')).toBe(true)
  })
})
