import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type MailSink, startMailSink } from './startMailSink.js'

let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
})
afterAll(() => sink.stop())

it('receives mail over real SMTP and serves it as JSON and as a page', async () => {
  const transport = createTransport({ url: sink.smtpUrl })
  const waiting = sink.waitForMessage({ to: 'ada@example.com' })
  await transport.sendMail({
    from: 'Latch <no-reply@latch.local>',
    to: 'Ada@Example.com',
    subject: 'Your code 123456',
    text: 'Your Latch code is 123456.',
  })
  const message = await waiting
  expect(message).toMatchObject({ to: ['ada@example.com'], subject: 'Your code 123456' })
  expect(message.text).toContain('123456')
  const json = (await (await fetch(`${sink.url}/api/messages?to=ada@example.com`)).json()) as unknown[]
  expect(json).toHaveLength(1)
  const page = await (await fetch(sink.url)).text()
  expect(page).toContain('Your code 123456')
  expect(sink.messages('bob@example.com')).toEqual([])
  await expect(
    sink.waitForMessage({ to: 'ada@example.com', after: message.id, timeoutMs: 50 }),
  ).rejects.toThrow('No e-mail to ada@example.com')
})
