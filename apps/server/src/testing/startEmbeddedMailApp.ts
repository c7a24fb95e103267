import { type MailSink, startMailSink } from '@latch/mailsink'
import { createApp } from '../createApp.js'
import { createMailer } from '../embedded/createMailer.js'
import { seedDatabase } from '../seedDatabase.js'
import { createTestDatabase, type TestDatabase } from './testDatabase.js'

/** The frame's origin: the embedded-wallet routes answer it only. */
export const testFrameOrigin = 'http://127.0.0.1:8789'

export type EmbeddedMailApp = {
  app: ReturnType<typeof createApp>
  /** The SMTP server the mails go to, and the test reads them from. */
  sink: MailSink
  database: TestDatabase
  /** The server's clock: a test moves it (`clock.now += 31_000`) past the e-mail limits and expiries. */
  clock: { now: number }
  close(): Promise<void>
}

/**
 * The server's embedded-wallet routes on a fresh database, mailing through a real SMTP sink, on a clock the test
 * moves; device approvals wait 300 ms, and the per-IP mail limit is out of the way.
 *
 * @example
 * const server = await startEmbeddedMailApp()
 * const mail = await server.sink.waitForMessage({ to: email })
 */
export async function startEmbeddedMailApp(): Promise<EmbeddedMailApp> {
  const sink = await startMailSink()
  const database = await createTestDatabase()
  await seedDatabase(database.db)
  const mailer = createMailer({ smtpUrl: sink.smtpUrl })
  const clock = { now: Date.now() }
  const app = createApp({
    db: database.db,
    embedded: {
      mailer,
      frameOrigins: [testFrameOrigin],
      publicUrl: 'http://server.test',
      limits: { deviceWaitMs: 300, ipPer10Minutes: 1_000 },
      now: () => clock.now,
    },
  })
  return {
    app,
    sink,
    database,
    clock,
    async close() {
      mailer.close()
      await database.close()
      await sink.stop()
    },
  }
}
