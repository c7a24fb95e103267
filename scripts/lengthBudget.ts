import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { readWorkspaceSources, type SourceFile } from './boundaries.js'

/**
 * How long a source file and a function may be: a file a reviewer reads in one sitting, a function that fits in
 * one view. Tests, end-to-end specs, benchmarks and generated data are not held to it.
 */
export const maxFileLines = 400
export const maxFunctionLines = 150

/** The named exceptions, each with why it is whole. */
export const lengthExceptions: ReadonlyMap<string, string> = new Map([
  [
    'packages/core/src/exports/index.ts',
    'the public export list of @latch/core, one documented name per line',
  ],
  [
    'packages/testing-solana/src/walletStandardScript.ts',
    "the Solana test wallet's page script: Playwright serialises the one function into the page, so it cannot call out",
  ],
])

export type LengthViolation = { path: string; line: number; name: string; lines: number; limit: number }

/** Test code, benchmarks and generated data ship to no visitor and are read differently. */
export function isExempt(path: string): boolean {
  return (
    /\.(test|spec|test-d)\.tsx?$/.test(path) ||
    /^(e2e|bench)\//.test(path) ||
    /^apps\/[^/]+\/bench\//.test(path) ||
    /\/(test|testing|__fixtures__)\//.test(path.replace(/^packages\/testing\//, 'packages/kit/')) ||
    /\/artifacts\//.test(path) ||
    /\.d\.ts$/.test(path)
  )
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node)

/** A function's name as a reader finds it: its own, or the variable or property it is assigned to. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText()
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText()
  return '(anonymous)'
}

/** The files and functions of `files` over the budget, named exceptions and exempt code left out. */
export function checkLengthBudget(
  files: readonly SourceFile[],
  exceptions: ReadonlyMap<string, string> = lengthExceptions,
): LengthViolation[] {
  const violations: LengthViolation[] = []
  for (const file of files) {
    if (isExempt(file.path) || exceptions.has(file.path)) continue
    const lines = file.source.split('\n').length - (file.source.endsWith('\n') ? 1 : 0)
    if (lines > maxFileLines)
      violations.push({ path: file.path, line: 1, name: '(file)', lines, limit: maxFileLines })
    const source = ts.createSourceFile(file.path, file.source, ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      if (isFunction(node)) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line
        if (last - first + 1 > maxFunctionLines)
          violations.push({
            path: file.path,
            line: first + 1,
            name: nameOf(node),
            lines: last - first + 1,
            limit: maxFunctionLines,
          })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return violations
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const violations = checkLengthBudget(readWorkspaceSources(root))
  for (const v of violations)
    console.error(`${v.path}:${v.line} ${v.name}: ${v.lines} lines (at most ${v.limit})`)
  if (violations.length) {
    console.error(
      `\n${violations.length} over the length budget: split them by concern (see ARCHITECTURE.md, "Rules that hold themselves").`,
    )
    process.exit(1)
  }
  console.log(
    `length budget: every file at most ${maxFileLines} lines, every function at most ${maxFunctionLines} (${lengthExceptions.size} named exceptions)`,
  )
}
