/**
 * Whether a database error (or one it wraps: drizzle puts the driver's error in `cause`) is PostgreSQL's
 * unique_violation, on either driver.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
