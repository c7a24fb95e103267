/**
 * The floor the catalogue benchmark compares against: a bare `node:http` server that answers each recorded
 * request with the exact status, headers and body bytes the Latch server gave it, with no routing,
 * validation or middleware. Reads the recordings from the JSON file named by its first argument, prints
 * `listening on http://…` when ready.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedAnswer = {
  /** The request's path and query, as sent. */
  path: string
  /** Whether the request carried If-None-Match (a revalidation). */
  revalidation: boolean
  status: number
  headers: Record<string, string>
  /** The body bytes as received (compressed when the server compressed them), base64. */
  body: string
}

const file = process.argv[2]
if (!file) throw new Error('usage: bareServer.ts <recordings.json>')
const recorded = JSON.parse(readFileSync(file, 'utf8')) as RecordedAnswer[]
const answers = new Map(
  recorded.map((answer) => [
    `${answer.revalidation ? 'R' : 'G'}${answer.path}`,
    { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body, 'base64') },
  ]),
)

const server = createServer((request, response) => {
  const answer = answers.get(`${request.headers['if-none-match'] ? 'R' : 'G'}${request.url}`)
  if (!answer) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(answer.status, answer.headers)
  response.end(answer.body)
})
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo
  process.stdout.write(`listening on http://127.0.0.1:${port}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
