// The types of sizeTable.mjs, which check.mjs runs with plain node.
export type SizeRow = { label: string; bytes: number }
export declare const sizesStart: string
export declare const sizesEnd: string
export declare function kib(bytes: number): string
export declare function formatSizeTable(rows: readonly SizeRow[]): string
export declare function replaceSizeTable(readme: string, table: string): string
export declare function readSizeTable(readme: string): Map<string, number>
export declare function sizeTableDifferences(
  shown: ReadonlyMap<string, number>,
  rows: readonly SizeRow[],
): string[]
