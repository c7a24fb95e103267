import { SDK_TYPE, SDK_VERSION } from '../constants.js'
import { type ApiErrorAnswer, ApiRequestError } from '../errors/api.js'
import type { Latch } from '../types.js'

/** The URL of a server path with the project's identification (projectId, st, sv) and `query`. */
export function apiUrl(latch: Latch, path: string, query: Readonly<Record<string, unknown>> = {}): string {
  const url = new URL(`${latch.config.apiUrl}${path}`)
  url.searchParams.set('projectId', latch.config.projectId)
  url.searchParams.set('st', SDK_TYPE)
  url.searchParams.set('sv', SDK_VERSION)
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    const text = Array.isArray(value) ? value.join(',') : String(value)
    if (text) url.searchParams.set(key, text)
  }
  return url.toString()
}

/** Explains a failed request in the console (once per server and problem), with code loaded only then. */
function explain(url: string, code: string | undefined): void {
  import('./explainApiProblem.js').then(
    (module) => module.explainApiProblem(url, code),
    () => {},
  )
}

/** `fetch` to the server; when no answer comes, the console says once which server and how to start or set it. */
export function fetchApi(url: string, init?: RequestInit): Promise<Response> {
  return fetch(url, init).catch((error: unknown) => {
    if (error instanceof TypeError) explain(url, undefined)
    throw error
  })
}

/** The error of a server answer with an error status, carrying the server's `{ code, message }`. */
export async function readApiError(response: Response, url: string): Promise<ApiRequestError> {
  const body = (await response.json().catch(() => ({}))) as ApiErrorAnswer
  // A refused project or site: the console says once what to register.
  if (response.status === 403) explain(url, body.code)
  return new ApiRequestError({ status: response.status, code: body.code, message: body.message, url, body })
}

/** A JSON request to the server; error statuses become `ApiRequestError` with the server's `{ code, message }`. */
export async function requestJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetchApi(url, init)
  if (!response.ok) throw await readApiError(response, url)
  return (await response.json()) as T
}
