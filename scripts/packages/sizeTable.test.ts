import { describe, expect, it } from 'vitest'
import {
  formatSizeTable,
  readSizeTable,
  replaceSizeTable,
  sizesEnd,
  sizesStart,
  sizeTableDifferences,
} from './sizeTable.mjs'

const api = { label: '@latch/api', bytes: 11_407 }
const chromium = { label: '@latch/testing/chromium', bytes: 481 }
const rows = [api, chromium]
const readme = (table: string) => `# Latch\n\nSizes:\n\n${sizesStart}\n${table}\n${sizesEnd}\n\nMore text.\n`

describe("the README's size table", () => {
  it('is written in the README format between the markers, and read back', () => {
    const table = formatSizeTable(rows)
    expect(table).toBe(
      '| entry point | gzip |\n| --- | --- |\n| `@latch/api` | 11.14 KiB |\n| `@latch/testing/chromium` | 0.47 KiB |',
    )
    const written = replaceSizeTable(readme('| old | table |'), table)
    expect(written).toBe(readme(table))
    expect(replaceSizeTable(written, table)).toBe(written)
    expect([...readSizeTable(written)]).toEqual([
      ['@latch/api', 11.14],
      ['@latch/testing/chromium', 0.47],
    ])
    expect(sizeTableDifferences(readSizeTable(written), rows)).toEqual([])
  })

  it('names every difference beyond the last digit: a size, a new or a removed entry point, the order', () => {
    const shown = readSizeTable(readme(formatSizeTable(rows)))
    expect(sizeTableDifferences(shown, [{ label: '@latch/api', bytes: 11_412 }, chromium])).toEqual([])
    expect(
      sizeTableDifferences(shown, [
        { label: '@latch/api', bytes: 12_000 },
        chromium,
        { label: '@latch/x', bytes: 1024 },
      ]),
    ).toEqual(['@latch/api: 11.72 KiB, the README says 11.14 KiB', '@latch/x: 1.00 KiB, not in the README'])
    expect(sizeTableDifferences(shown, [api])).toEqual([
      '@latch/testing/chromium: in the README, not an entry point any more',
    ])
    expect(sizeTableDifferences(shown, [chromium, api])).toEqual(['the rows are in another order'])
  })

  it('refuses a README without the markers', () => {
    expect(() => readSizeTable('# Latch\n')).toThrow('README.md has no size table between')
  })
})
