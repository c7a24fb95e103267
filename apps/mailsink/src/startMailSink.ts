import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One message the sink received. */
export type SinkMessage = {
  id: number
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  receivedAt: string
}

export type StartMailSinkParameters = {
  /** SMTP port; 0 (default) picks a free one. */
  smtpPort?: number
  /** Inbox (web page and JSON API) port; 0 (default) picks a free one. */
  httpPort?: number
  host?: string
  /** Messages kept, newest first; older ones are dropped. Default 500. */
  limit?: number
}

export type MailSink = {
  /** The SMTP URL to send to (`smtp://127.0.0.1:2525`). */
  smtpUrl: string
  smtpPort: number
  /** The inbox a person opens in a browser; `${url}/api/messages?to=<address>` answers JSON. */
  url: string
  /** Messages received, newest first, optionally only those to one address. */
  messages(to?: string): SinkMessage[]
  /** The first message to `to` received after `after` (a message id), waiting up to `timeoutMs`. */
  waitForMessage(parameters: { to: string; after?: number; timeoutMs?: number }): Promise<SinkMessage>
  stop(): Promise<void>
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * A local mail sink: an SMTP server that accepts every message (no authentication, loopback only) and an
 * inbox over HTTP, so a person can read what the server mailed and tests can fetch it as JSON.
 *
 * @example
 * const sink = await startMailSink()
 * const mail = await sink.waitForMessage({ to: 'ada@example.com' })
 */
export async function startMailSink(parameters: StartMailSinkParameters = {}): Promise<MailSink> {
  const host = parameters.host ?? '127.0.0.1'
  const limit = parameters.limit ?? 500
  const store: SinkMessage[] = []
  const waiters = new Set<() => void>()
  let nextId = 1

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
          store.unshift({
            id: nextId++,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: recipients,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          })
          store.length = Math.min(store.length, limit)
          for (const wake of waiters) wake()
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(parameters.smtpPort ?? 0, host, () => resolve())
  })
  const smtpPort = (smtp.server.address() as AddressInfo).port

  const list = (to?: string) => (to ? store.filter((m) => m.to.includes(to.toLowerCase())) : [...store])

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }
    if (url.pathname === '/api/messages') {
      response.writeHead(200, { ...headers, 'content-type': 'application/json' })
      response.end(JSON.stringify(list(url.searchParams.get('to') ?? undefined)))
      return
    }
    if (url.pathname === '/') {
      const rows = list(url.searchParams.get('to') ?? undefined)
        .map(
          (m) =>
            `<article><header><b>${escapeHtml(m.subject)}</b> to ${escapeHtml(m.to.join(', '))} <small>${m.receivedAt}</small></header><pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('')
      response.writeHead(200, {
        ...headers,
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
      response.end(
        `<!doctype html><meta charset="utf-8"><title>Latch inbox</title><style>body{font:14px system-ui;margin:2rem;max-width:50rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap}</style><h1>Latch inbox</h1><p>Every e-mail the local server sends lands here (newest first; reload to refresh).</p>${rows || '<p>No mail yet.</p>'}`,
      )
      return
    }
    response.writeHead(404, { ...headers, 'content-type': 'application/json' })
    response.end(JSON.stringify({ code: 'NOT_FOUND', message: `No page ${url.pathname}` }))
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(parameters.httpPort ?? 0, host, () => resolve())
  })
  const httpPort = (http.address() as AddressInfo).port

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    smtpPort,
    url: `http://${host}:${httpPort}`,
    messages: list,
    waitForMessage({ to, after = 0, timeoutMs = 10_000 }) {
      const find = () => list(to).find((m) => m.id > after)
      const found = find()
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const wake = () => {
          const message = find()
          if (!message) return
          clearTimeout(timer)
          waiters.delete(wake)
          resolve(message)
        }
        const timer = setTimeout(() => {
          waiters.delete(wake)
          reject(new Error(`No e-mail to ${to} within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(wake)
      })
    },
    stop: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.closeAllConnections()
          http.close(() => resolve())
        }),
      ]).then(() => undefined),
  }
}
