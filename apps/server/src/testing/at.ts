/** The item at `index`, or a thrown error naming the index: tests index fixtures they know exist. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new Error(`No item at index ${index} (length ${items.length})`)
  return item
}
