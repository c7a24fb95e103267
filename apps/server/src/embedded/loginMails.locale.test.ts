import type { MailSink } from '@latch/mailsink'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type EmbeddedMailApp,
  startEmbeddedMailApp,
  testFrameOrigin,
} from '../testing/startEmbeddedMailApp.js'
import { testKeyShares as shares } from '../testing/testKeyShares.js'

// The wallet's e-mails in the visitor's language, read from a real SMTP sink.

const frameOrigin = testFrameOrigin
const site = 'http://127.0.0.1:5173'
let server: EmbeddedMailApp
let sink: MailSink
let app: EmbeddedMailApp['app']
let emailSeq = 0

beforeAll(async () => {
  server = await startEmbeddedMailApp()
  ;({ app, sink } = server)
})
afterAll(() => server.close())

const freshEmail = () => `polyglot${++emailSeq}-${Date.now()}@example.com`
const newDevice = () => crypto.randomUUID().replaceAll('-', '')
const codeOf = (text: string) => /\n(\d{6})\n/.exec(text)?.[1] ?? ''

async function call(path: string, options: { body?: unknown; token?: string; method?: string } = {}) {
  const res = await app.request(path, {
    method: options.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      origin: frameOrigin,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** Starts an e-mail login in `locale` and returns its answer with the e-mail it sent. */
async function start(email: string, locale: string | undefined, deviceId = newDevice()) {
  const after = sink.messages(email).at(-1)?.id ?? 0
  const res = await call('/v1/embedded/email/start', {
    body: { projectId: 'latch-dev', email, deviceId, origin: site, ...(locale ? { locale } : {}) },
  })
  expect(res.status).toBe(200)
  return { ...res, mail: await sink.waitForMessage({ to: email, after }) }
}

describe('login e-mails', () => {
  it('write the code e-mail in the visitor’s language, with the code where the frame reads it', async () => {
    const email = freshEmail()
    const { body, mail } = await start(email, 'de')
    expect(mail.subject).toMatch(/^Dein Anmeldecode: \d{6}$/)
    expect(mail.text).toContain(`Dein Code für die Anmeldung bei deiner Wallet auf ${site}:`)
    expect(mail.text).toMatch(/Er läuft in \d+ Minuten ab\./)
    expect(mail.text).not.toContain('expires')
    const verified = await call('/v1/embedded/email/verify', {
      token: String(body.token),
      body: { otp: codeOf(mail.text) },
    })
    expect(verified.status).toBe(200)
  })

  it('read a tag by its language, and fall back to English for one they have no texts for', async () => {
    const cases = [
      ['ar', /^رمز تسجيل الدخول: \d{6}$/],
      ['he-IL', /^קוד הכניסה שלך: \d{6}$/],
      ['pt-BR', /^Seu código de login: \d{6}$/],
      ['zh-Hans', /^你的登录验证码: \d{6}$/],
      ['gsw', /^Your login code: \d{6}$/],
      [undefined, /^Your login code: \d{6}$/],
    ] as const
    for (const [locale, subject] of cases) {
      const { mail } = await start(freshEmail(), locale)
      expect(mail.subject, locale).toMatch(subject)
      expect(codeOf(mail.text), locale).toMatch(/^\d{6}$/)
    }
  })

  it('refuse a locale that is not a language tag, sending nothing', async () => {
    const email = freshEmail()
    for (const locale of ['de_DE', '<b>', 'x'.repeat(40)]) {
      const res = await call('/v1/embedded/email/start', {
        body: { projectId: 'latch-dev', email, deviceId: newDevice(), origin: site, locale },
      })
      expect(res, locale).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMS' } })
    }
    expect(sink.messages(email)).toEqual([])
  })

  it('write the device-approval e-mail in the visitor’s language', async () => {
    const email = freshEmail()
    const first = await start(email, 'ja')
    const verified = await call('/v1/embedded/email/verify', {
      token: String(first.body.token),
      body: { otp: codeOf(first.mail.text) },
    })
    const stored = await call('/v1/embedded/shares', {
      method: 'PUT',
      token: String(verified.body.accessToken),
      body: shares,
    })
    expect(stored.status).toBe(201)
    server.clock.now += 31_000
    const { body, mail } = await start(email, 'ja')
    expect(body.action).toBe('VERIFY_DEVICE')
    expect(mail.subject).toBe('ウォレットの新しいデバイスを承認してください')
    expect(mail.text).toContain(
      `新しいデバイスから ${site} であなたのウォレットにログインしようとしています。`,
    )
    expect(mail.text).toMatch(/http:\/\/server\.test\/v1\/embedded\/devices\/approve\?token=\S+/)
    expect(mail.text).toMatch(/リンクの有効期限は \d+ 分です。/)
    // Once the device is approved, the code follows in the language the login started in.
    const link = /http:\/\/server\.test(\S+)/.exec(mail.text)?.[1] ?? ''
    expect((await app.request(link)).status).toBe(200)
    expect(await call('/v1/embedded/devices/wait', { token: String(body.token) })).toMatchObject({
      body: { approved: true },
    })
    const code = await sink.waitForMessage({ to: email, after: mail.id })
    expect(code.subject).toMatch(/^ログインコード: \d{6}$/)
    expect(code.text).toContain(
      `このデバイスは承認されました。${site} でウォレットにログインするためのコード:`,
    )
    expect(code.text).toMatch(/有効期限は \d+ 分です。/)
  })

  it('write both codes of a change of address in the language of the request, else of the login', async () => {
    const email = freshEmail()
    const first = await start(email, 'de')
    const verified = await call('/v1/embedded/email/verify', {
      token: String(first.body.token),
      body: { otp: codeOf(first.mail.text) },
    })
    const token = String(verified.body.accessToken)
    const change = async (locale: string | undefined) => {
      server.clock.now += 31_000
      const newEmail = freshEmail()
      const after = sink.messages(email).at(-1)?.id ?? 0
      const res = await call('/v1/embedded/email/update', {
        token,
        body: { email: newEmail, ...(locale ? { locale } : {}) },
      })
      expect(res.status).toBe(200)
      const current = await sink.waitForMessage({ to: email, after })
      const next = await sink.waitForMessage({ to: newEmail })
      return { newEmail, current, next }
    }
    const french = await change('fr-CA')
    expect(french.current.subject).toMatch(/^Confirmez le changement de votre adresse e-mail: \d{6}$/)
    expect(french.current.text).toContain(
      `Quelqu’un a demandé à remplacer l’adresse e-mail de votre portefeuille par ${french.newEmail}.`,
    )
    expect(french.current.text).toMatch(/Il expire dans \d+ minutes\./)
    expect(french.next.subject).toMatch(/^Confirmez votre nouvelle adresse e-mail: \d{6}$/)
    expect(codeOf(french.next.text)).toMatch(/^\d{6}$/)
    const german = await change(undefined)
    expect(german.current.subject).toMatch(/^Bestätige die Änderung deiner E-Mail-Adresse: \d{6}$/)
    expect(german.next.text).toContain(
      'Gib diesen Code ein, um diese Adresse zur E-Mail-Adresse deiner Wallet zu machen:',
    )
    expect(
      await call('/v1/embedded/email/update', { token, body: { email: freshEmail(), locale: 'de_DE' } }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMS' } })
  })
})
