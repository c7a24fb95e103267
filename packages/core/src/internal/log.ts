import type { LatchConfig, LogLevel } from '../types.js'

/** The level used when the dApp sets none: only failures reach the console. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'error'

// Each level prints itself and everything more severe; 'silent' prints nothing.
const severity: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 }

/**
 * The one way Latch writes to the console: prints `message` (prefixed `[latch]`) when `level` is within the
 * instance's `logLevel` (default 'error'). Callers pass texts and identifiers only, never a message's payload,
 * a signature, a one-time code or a key, so raising the level to 'debug' on a live site exposes no secret.
 *
 * @example
 * log(latch.config, 'warn', 'features.legalCheckbox is set without a terms URL')
 */
export function log(
  config: Pick<LatchConfig, 'logLevel'>,
  level: Exclude<LogLevel, 'silent'>,
  message: string,
  ...details: readonly (string | number | boolean | undefined)[]
): void {
  if (severity[level] > severity[config.logLevel ?? DEFAULT_LOG_LEVEL]) return
  console[level](`[latch] ${message}`, ...details)
}
