import { lt } from 'drizzle-orm'
import { rateLimits } from '../access/accessTables.js'
import { analyticsEvents } from '../analytics/analyticsTables.js'
import type { Database } from '../db/createDatabase.js'
import { messageOf, serverLog } from '../logging/serverLog.js'
import { siwxNonces } from '../siwx/siwxTables.js'

export type RetentionJobParameters = {
  db: Database
  /** How long analytics events are kept. Default 90 days (ANALYTICS_RETENTION_DAYS). */
  analyticsRetentionDays?: number | undefined
  /** How often the job runs. Default hourly. */
  intervalMs?: number | undefined
}

export type RetentionJob = {
  /** Deletes what has outlived its retention now. */
  run(): Promise<void>
  stop(): void
}

export const defaultAnalyticsRetentionDays = 90
const dayMs = 86_400_000

/**
 * Deletes, at start and then every `intervalMs`: analytics events older than the retention period,
 * sign-in nonces an hour past their expiry, and rate-limit counters whose window has ended. Several
 * server instances may each run it; the deletes are idempotent.
 *
 * @example
 * const job = createRetentionJob({ db, analyticsRetentionDays: 30 })
 * job.stop()
 */
export function createRetentionJob(parameters: RetentionJobParameters): RetentionJob {
  const { db } = parameters
  const retentionMs = (parameters.analyticsRetentionDays ?? defaultAnalyticsRetentionDays) * dayMs
  const run = async () => {
    const now = Date.now()
    await db.delete(analyticsEvents).where(lt(analyticsEvents.receivedAt, new Date(now - retentionMs)))
    await db.delete(siwxNonces).where(lt(siwxNonces.expiresAt, new Date(now - 3_600_000)))
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now - 60_000)))
  }
  const tick = () =>
    run().catch((error: unknown) => serverLog.error({ reason: messageOf(error) }, 'retention job failed'))
  void tick()
  const timer = setInterval(tick, parameters.intervalMs ?? 3_600_000)
  timer.unref?.()
  return { run, stop: () => clearInterval(timer) }
}
