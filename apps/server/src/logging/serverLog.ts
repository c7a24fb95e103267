import { pino } from 'pino'

/**
 * The server's log: one JSON object a line on stderr (`{"level":"error","time":…,"service":"latch-server",…}`), at
 * LOG_LEVEL (default `info`; `silent` for none). Fields name what happened; a secret never goes in one: upstream
 * errors go through `describeUpstreamError`, which drops URLs' paths and queries, and requests are logged by their
 * route's pattern, never their path, query or headers.
 *
 * @example
 * serverLog.error({ provider: 'google', reason }, 'login refused')
 */
export const serverLog = pino(
  {
    level: process.env.LOG_LEVEL || 'info',
    base: { service: 'latch-server' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Written through process.stderr, synchronously, so a line is out before the process exits.
  { write: (line: string) => process.stderr.write(line) },
)

/** An error's message alone: its stack and properties may carry a request, a URL or a key. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))
