/** `value`, or a thrown error naming what was missing: tests and benches read values they know exist. */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, got ${value}`)
  return value
}
