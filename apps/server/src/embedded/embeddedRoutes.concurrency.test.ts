import { and, count, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../createApp.js'
import { seedDatabase } from '../seedDatabase.js'
import { postFromFrame } from '../testing/postFromFrame.js'
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js'
import { testKeyShares as shares } from '../testing/testKeyShares.js'
import type { Mail, Mailer } from './createMailer.js'
import type { EmbeddedLimits } from './embeddedContext.js'
import { embeddedCodes, embeddedMailLog } from './embeddedTables.js'

// Many requests at once through the real app, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL, where
// queries of different requests really run at the same time. Each test asserts what must hold whatever the
// interleaving: a code weighed at most 5 times, an e-mail sent within its limits, a token spent once.

const frameOrigin = 'http://127.0.0.1:8789'
const site = 'http://127.0.0.1:5173'
const burst = 200
let database: TestDatabase
let clock = Date.now()
let emailSeq = 0
/** Every e-mail the service handed to its mailer, in order. */
const sent: Mail[] = []
const mailer: Mailer = {
  async send(mail) {
    sent.push(mail)
  },
  close() {},
}

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db)
})
afterAll(() => database.close())

/** An app on the shared database; the e-mail limits other than those given are out of the way. */
const appWith = (limits: Partial<EmbeddedLimits> = {}) =>
  createApp({
    db: database.db,
    rateLimits: false,
    embedded: {
      mailer,
      frameOrigins: [frameOrigin],
      publicUrl: 'http://server.test',
      limits: { deviceWaitMs: 300, ipPer10Minutes: 1_000_000, projectPerHour: 1_000_000, ...limits },
      now: () => clock,
    },
  })
let app: ReturnType<typeof appWith>
beforeAll(() => {
  app = appWith()
})

// A test starts by moving the clock two hours on: the hourly counts of the tests before are behind it.
const nextHour = () => {
  clock += 2 * 3_600_000
}
const freshEmail = () => `burst${++emailSeq}-${Date.now()}@example.com`
const deviceId = () => crypto.randomUUID().replaceAll('-', '')
const mailsTo = (email: string) => sent.filter((mail) => mail.to === email)
const codeOf = (mail: Mail | undefined) => /\n(\d{6})\n/.exec(mail?.text ?? '')?.[1] ?? ''
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000')
const times = <T>(n: number, task: (index: number) => T | Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, index) => task(index)))

const post = (path: string, options: { body?: unknown; token?: string } = {}, on = app) =>
  postFromFrame(on, path, { ...options, origin: frameOrigin })

async function startLogin(email = freshEmail(), device = deviceId(), on = app) {
  const res = await post(
    '/v1/embedded/email/start',
    { body: { projectId: 'latch-dev', email, deviceId: device, origin: site } },
    on,
  )
  expect(res.status).toBe(200)
  return { email, device, token: String(res.body.token), action: res.body.action }
}

async function login(email = freshEmail(), device = deviceId()) {
  const started = await startLogin(email, device)
  const verified = await post('/v1/embedded/email/verify', {
    token: started.token,
    body: { otp: codeOf(mailsTo(email).at(-1)) },
  })
  expect(verified.status).toBe(200)
  return {
    email,
    device,
    accessToken: String(verified.body.accessToken),
    refreshToken: String(verified.body.refreshToken),
  }
}

/** The latest login code mailed to an address. */
async function loginCodeOf(email: string) {
  const [code] = await database.db
    .select()
    .from(embeddedCodes)
    .where(and(eq(embeddedCodes.email, email), eq(embeddedCodes.purpose, 'login')))
    .orderBy(desc(embeddedCodes.createdAt))
    .limit(1)
  return code
}

type Answer = { status: number; body: Record<string, unknown> }
const codes = (answers: Answer[]) => answers.map((answer) => String(answer.body.code ?? answer.status))
/** Answers that weighed the code: the right one (200) or a wrong one with attempts left. */
const weighed = (answers: Answer[]) =>
  answers.filter((answer) => answer.status === 200 || answer.body.code === 'INVALID_OTP')

describe('a mailed login code under a burst of guesses', () => {
  it('weighs at most 5 guesses of 200 at once, the right code among them, and logs in at most once', async () => {
    nextHour()
    const started = await startLogin()
    const right = codeOf(mailsTo(started.email)[0])
    const answers = await times(burst, (index) =>
      post('/v1/embedded/email/verify', {
        token: started.token,
        body: { otp: index === burst / 2 ? right : wrongFor(right) },
      }),
    )
    expect(weighed(answers).length).toBeLessThanOrEqual(5)
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1)
    // The others are refused: too many guesses, or the code spent and the login done by the right one.
    for (const code of codes(answers))
      expect(['200', 'INVALID_OTP', 'OTP_ATTEMPTS_EXCEEDED', 'OTP_EXPIRED', 'INVALID_SESSION']).toContain(
        code,
      )
    // A guess is refused as one too many only once 5 were weighed.
    const row = await loginCodeOf(started.email)
    expect(row?.attempts).toBeLessThanOrEqual(5)
    if (codes(answers).includes('OTP_ATTEMPTS_EXCEEDED')) expect(row?.attempts).toBe(5)
    if (!answers.some((answer) => answer.status === 200))
      expect(
        await post('/v1/embedded/email/verify', { token: started.token, body: { otp: right } }),
      ).toMatchObject({ status: 400, body: { code: 'OTP_ATTEMPTS_EXCEEDED' } })
  })

  it('never logs in with the right code after 200 wrong ones sent at once', async () => {
    nextHour()
    const started = await startLogin()
    const right = codeOf(mailsTo(started.email)[0])
    const answers = await times(burst, () =>
      post('/v1/embedded/email/verify', { token: started.token, body: { otp: wrongFor(right) } }),
    )
    expect(weighed(answers).length).toBeLessThanOrEqual(4)
    expect(new Set(codes(answers))).toEqual(new Set(['INVALID_OTP', 'OTP_ATTEMPTS_EXCEEDED']))
    expect((await loginCodeOf(started.email))?.attempts).toBe(5)
    expect(
      await post('/v1/embedded/email/verify', { token: started.token, body: { otp: right } }),
    ).toMatchObject({
      status: 400,
      body: { code: 'OTP_ATTEMPTS_EXCEEDED', message: 'Too many wrong codes. Request a new one' },
    })
  })

  it('answers each of 5 wrong guesses sent at once with its own attempts left', async () => {
    nextHour()
    const started = await startLogin()
    const right = codeOf(mailsTo(started.email)[0])
    const answers = await times(5, () =>
      post('/v1/embedded/email/verify', { token: started.token, body: { otp: wrongFor(right) } }),
    )
    expect(answers.map((answer) => answer.body.message).sort()).toEqual([
      'Invalid code. 1 attempt left',
      'Invalid code. 2 attempts left',
      'Invalid code. 3 attempts left',
      'Invalid code. 4 attempts left',
      'Too many wrong codes. Request a new one',
    ])
  })

  it('logs in once when the right code arrives many times at once', async () => {
    nextHour()
    const started = await startLogin()
    const right = codeOf(mailsTo(started.email)[0])
    const answers = await times(50, () =>
      post('/v1/embedded/email/verify', { token: started.token, body: { otp: right } }),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const code of codes(answers)) expect(['200', 'OTP_EXPIRED', 'INVALID_SESSION']).toContain(code)
  })
})

describe('the codes of an e-mail change under a burst of guesses', () => {
  async function changeEmail() {
    nextHour()
    const session = await login()
    // Past the 30 s since the login code, well within the session's access token.
    clock += 31_000
    const newEmail = freshEmail()
    const asked = await post('/v1/embedded/email/update', {
      token: session.accessToken,
      body: { email: newEmail },
    })
    expect(asked.status).toBe(200)
    return {
      ...session,
      newEmail,
      primary: codeOf(mailsTo(session.email).at(-1)),
      secondary: codeOf(mailsTo(newEmail).at(-1)),
    }
  }

  it('refuses the right code of the current address after 200 wrong ones sent at once', async () => {
    const change = await changeEmail()
    const answers = await times(burst, () =>
      post('/v1/embedded/email/update/primary', {
        token: change.accessToken,
        body: { otp: wrongFor(change.primary) },
      }),
    )
    expect(weighed(answers).length).toBeLessThanOrEqual(4)
    expect(
      await post('/v1/embedded/email/update/primary', {
        token: change.accessToken,
        body: { otp: change.primary },
      }),
    ).toMatchObject({ status: 400, body: { code: 'OTP_ATTEMPTS_EXCEEDED' } })
  })

  it('refuses the right code of the new address after 200 wrong ones sent at once', async () => {
    const change = await changeEmail()
    expect(
      await post('/v1/embedded/email/update/primary', {
        token: change.accessToken,
        body: { otp: change.primary },
      }),
    ).toMatchObject({ status: 200 })
    const answers = await times(burst, () =>
      post('/v1/embedded/email/update/secondary', {
        token: change.accessToken,
        body: { otp: wrongFor(change.secondary) },
      }),
    )
    expect(weighed(answers).length).toBeLessThanOrEqual(4)
    expect(
      await post('/v1/embedded/email/update/secondary', {
        token: change.accessToken,
        body: { otp: change.secondary },
      }),
    ).toMatchObject({ status: 400, body: { code: 'OTP_ATTEMPTS_EXCEEDED' } })
    const me = await app.request('/v1/embedded/me', {
      headers: { origin: frameOrigin, authorization: `Bearer ${change.accessToken}` },
    })
    expect(await me.json()).toMatchObject({ email: change.email })
  })
})

describe('the e-mail limits under a burst of requests', () => {
  const starts = (emails: (index: number) => string, on = app) =>
    times(burst, (index) =>
      post(
        '/v1/embedded/email/start',
        { body: { projectId: 'latch-dev', email: emails(index), deviceId: deviceId(), origin: site } },
        on,
      ),
    )

  it('mails one address once of 200 login starts at once (one e-mail per address per 30 s)', async () => {
    nextHour()
    const email = freshEmail()
    const answers = await starts(() => email)
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer).toMatchObject({ status: 429, body: { code: 'EMAIL_RATE_LIMITED' } })
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('mails one address at most its hourly count of 200 login starts at once', async () => {
    nextHour()
    const email = freshEmail()
    const answers = await starts(() => email, appWith({ emailGapMs: 0, emailPerHour: 10 }))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10)
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer).toMatchObject({
        status: 429,
        body: {
          code: 'RATE_LIMITED',
          message: 'Too many login e-mails from this email. Please try again later',
        },
      })
    expect(mailsTo(email)).toHaveLength(10)
  })

  it('mails one network at most its count per 10 minutes of 200 login starts at once', async () => {
    nextHour()
    const before = sent.length
    const answers = await starts(() => freshEmail(), appWith({ ipPer10Minutes: 30 }))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(30)
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer).toMatchObject({
        status: 429,
        body: {
          code: 'RATE_LIMITED',
          message: 'Too many login e-mails from this network. Please try again later',
        },
      })
    expect(sent.length - before).toBe(30)
  })

  it('mails for one project at most its hourly count of 200 login starts at once', async () => {
    nextHour()
    const before = sent.length
    const answers = await starts(() => freshEmail(), appWith({ projectPerHour: 25 }))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(25)
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } })
    expect(sent.length - before).toBe(25)
  })

  it('mails one e-mail change of 50 asked at once: a code to each address', async () => {
    nextHour()
    const session = await login()
    clock += 31_000
    const before = sent.length
    const answers = await times(50, () =>
      post('/v1/embedded/email/update', { token: session.accessToken, body: { email: freshEmail() } }),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer).toMatchObject({ status: 429, body: { code: 'EMAIL_RATE_LIMITED' } })
    expect(sent.length - before).toBe(2)
    expect(mailsTo(session.email).length).toBe(2)
  })

  it('frees the 30 s of an address when its e-mail could not be sent', async () => {
    nextHour()
    let failures = 1
    const flaky = createApp({
      db: database.db,
      rateLimits: false,
      embedded: {
        mailer: {
          async send(mail) {
            if (failures-- > 0) throw new Error('SMTP down')
            sent.push(mail)
          },
          close() {},
        },
        frameOrigins: [frameOrigin],
        limits: { ipPer10Minutes: 1_000_000, projectPerHour: 1_000_000 },
        now: () => clock,
      },
    })
    const email = freshEmail()
    const body = { projectId: 'latch-dev', email, deviceId: deviceId(), origin: site }
    const consoleError = console.error
    console.error = () => {}
    try {
      expect(await post('/v1/embedded/email/start', { body }, flaky)).toMatchObject({
        status: 503,
        body: { code: 'EMAIL_NOT_SENT' },
      })
    } finally {
      console.error = consoleError
    }
    expect(await post('/v1/embedded/email/start', { body }, flaky)).toMatchObject({ status: 200 })
    const [logged] = await database.db
      .select({ n: count() })
      .from(embeddedMailLog)
      .where(eq(embeddedMailLog.email, email))
    expect(logged?.n).toBe(1)
  })
})

describe('device approval under concurrent requests', () => {
  it('approves a device once of 50 concurrent opens of its link, and mails its code once', async () => {
    nextHour()
    const first = await login()
    const stored = await app.request('/v1/embedded/shares', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        origin: frameOrigin,
        authorization: `Bearer ${first.accessToken}`,
      },
      body: JSON.stringify(shares),
    })
    expect(stored.status).toBe(201)
    nextHour()
    const started = await startLogin(first.email)
    expect(started.action).toBe('VERIFY_DEVICE')
    const link = /http:\/\/server\.test(\S+)/.exec(mailsTo(first.email).at(-1)?.text ?? '')?.[1] ?? ''
    const answers = await times(50, () => app.request(link, { headers: { accept: 'application/json' } }))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({ code: 'DEVICE_LINK_EXPIRED' })
    }

    // The approved device's waits, many at once, mail its login code once.
    const before = mailsTo(first.email).length
    const waits = await times(20, () => post('/v1/embedded/devices/wait', { token: started.token }))
    for (const wait of waits) expect(wait).toMatchObject({ status: 200, body: { approved: true } })
    expect(mailsTo(first.email).length - before).toBe(1)
    const verified = await post('/v1/embedded/email/verify', {
      token: started.token,
      body: { otp: codeOf(mailsTo(first.email).at(-1)) },
    })
    expect(verified.status).toBe(200)
  })
})

describe('sessions and shares under concurrent requests', () => {
  it('rotates a refresh token once of 50 concurrent refreshes', async () => {
    nextHour()
    const session = await login()
    const answers = await times(50, () =>
      post('/v1/embedded/sessions/refresh', {
        body: { refreshToken: session.refreshToken, deviceId: session.device },
      }),
    )
    const rotated = answers.filter((answer) => answer.status === 200)
    expect(rotated).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer).toMatchObject({ status: 401, body: { code: 'INVALID_SESSION' } })
    // The one new pair works; the old refresh token does not.
    const next = rotated[0]?.body as { accessToken: string; refreshToken: string }
    expect(
      await postFromFrame(app, '/v1/embedded/sessions/refresh', {
        origin: frameOrigin,
        body: { refreshToken: next.refreshToken, deviceId: session.device },
      }),
    ).toMatchObject({ status: 200 })
    expect(
      await post('/v1/embedded/sessions/refresh', {
        body: { refreshToken: session.refreshToken, deviceId: session.device },
      }),
    ).toMatchObject({ status: 401 })
  })

  it('stores the shares of one wallet once of 50 stored at once', async () => {
    nextHour()
    const session = await login()
    const answers = await times(50, (index) =>
      app.request('/v1/embedded/shares', {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          origin: frameOrigin,
          authorization: `Bearer ${session.accessToken}`,
        },
        body: JSON.stringify({ ...shares, address: `0x${index.toString(16).padStart(40, '0')}` }),
      }),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49)
  })
})
