import type { Context } from 'hono'
import { choosePreparedAnswer } from './choosePreparedAnswer.js'
import type { PreparedPage } from './preparePage.js'

/**
 * Answers with a prepared page (see `choosePreparedAnswer`): 304 when If-None-Match names its ETag,
 * otherwise the body in the best coding the client accepts.
 *
 * @example
 * return answerPreparedPage(c, await context.catalogue.getPreparedPage(query))
 */
export function answerPreparedPage(c: Context, page: PreparedPage): Response {
  const answer = choosePreparedAnswer(page, {
    ifNoneMatch: c.req.header('If-None-Match'),
    acceptEncoding: c.req.header('Accept-Encoding'),
  })
  if (answer.status === 304) return c.body(null, 304, answer.headers)
  return c.body(answer.body as Uint8Array<ArrayBuffer>, 200, answer.headers)
}
