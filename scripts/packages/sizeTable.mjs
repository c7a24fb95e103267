// The root README's table of each entry point's gzip size, between two markers: `check.mjs` writes it with
// `--write-readme` and otherwise fails when the README says something else than it measured, so the table
// cannot drift from the packages. gzip -9 of the same build is deterministic, so an equal build gives an
// equal table.

export const sizesStart = '<!-- sizes:start (npm run check:packages -- --write-readme) -->'
export const sizesEnd = '<!-- sizes:end -->'

/** KiB with two decimals, as the README shows it. */
export const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`

/** The table in the README's format: one row per entry point (`label`, its gzip `bytes`). */
export function formatSizeTable(rows) {
  return [
    '| entry point | gzip |',
    '| --- | --- |',
    ...rows.map((r) => `| \`${r.label}\` | ${kib(r.bytes)} |`),
  ].join('\n')
}

/** Where the table sits between the markers, or an error naming what is missing. */
function markedRange(readme) {
  const start = readme.indexOf(sizesStart)
  const end = readme.indexOf(sizesEnd)
  if (start < 0 || end < start)
    throw new Error(`README.md has no size table between "${sizesStart}" and "${sizesEnd}"`)
  return { from: start + sizesStart.length, to: end }
}

/** The README with the table between the markers replaced by `table`. */
export function replaceSizeTable(readme, table) {
  const { from, to } = markedRange(readme)
  return `${readme.slice(0, from)}\n${table}\n${readme.slice(to)}`
}

/** The README's table as it stands: each entry point's shown size, by label, in order. */
export function readSizeTable(readme) {
  const { from, to } = markedRange(readme)
  const shown = new Map()
  for (const [, label, size] of readme.slice(from, to).matchAll(/^\| `([^`]+)` \| ([\d.]+) KiB \|$/gm))
    shown.set(label, Number(size))
  return shown
}

/**
 * What differs between the README's table and the measured rows beyond the last digit shown: entry points
 * missing or extra, sizes apart by more than 0.01 KiB, or another order. Empty when they agree.
 */
export function sizeTableDifferences(shown, rows) {
  const differences = []
  for (const { label, bytes } of rows) {
    const was = shown.get(label)
    if (was === undefined) differences.push(`${label}: ${kib(bytes)}, not in the README`)
    else if (Math.abs(was - bytes / 1024) > 0.01)
      differences.push(`${label}: ${kib(bytes)}, the README says ${was.toFixed(2)} KiB`)
  }
  const measured = new Set(rows.map((r) => r.label))
  for (const label of shown.keys())
    if (!measured.has(label)) differences.push(`${label}: in the README, not an entry point any more`)
  const order = [...shown.keys()].filter((label) => measured.has(label))
  const expected = rows.map((r) => r.label).filter((label) => shown.has(label))
  if (differences.length === 0 && order.join() !== expected.join())
    differences.push('the rows are in another order')
  return differences
}
