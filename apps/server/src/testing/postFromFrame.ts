import { requestJson } from './requestJson.js'

/**
 * A JSON POST to an app as the wallet frame sends it (its origin, a bearer token), answered as status and body.
 *
 * @example
 * const { status, body } = await postFromFrame(app, '/v1/embedded/social/start', { origin: frameOrigin, body })
 */
export function postFromFrame(
  app: Parameters<typeof requestJson>[0],
  path: string,
  options: { body?: unknown; token?: string; origin: string },
) {
  return requestJson<Record<string, unknown>>(app, path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: options.origin,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  })
}
