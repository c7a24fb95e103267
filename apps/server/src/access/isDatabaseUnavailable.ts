/** Socket errors and PostgreSQL error classes that mean the server, not the query, is the problem. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
])

const unavailableMessages = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection refused',
]

/**
 * Whether an error (or any error in its `cause` chain, as Drizzle wraps the driver's) says the database
 * cannot be reached, so the request deserves 503 and a retry rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { code, message, cause, errors } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
      errors?: unknown
    }
    if (typeof code === 'string' && unavailableCodes.has(code)) return true
    if (typeof message === 'string' && unavailableMessages.some((text) => message.includes(text))) return true
    // An AggregateError (a connect to several addresses) holds the real errors in `errors`.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true
    current = cause
  }
  return false
}
