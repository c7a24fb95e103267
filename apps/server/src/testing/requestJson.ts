import type { ApiErrorBody } from '@latch/api'

/** The `{ code, message }` body of every 4xx answer. */
export type ErrorBody = ApiErrorBody

export type JsonResponse<T> = { status: number; body: T }

type RequestTarget = { request(path: string, init?: RequestInit): Response | Promise<Response> }

/**
 * Sends a request to the app in-process and reads the JSON answer as `T`, the shape the route documents
 * for that status (an `ErrorBody` for 4xx), so a test reads its fields with their types.
 */
export async function requestJson<T>(
  app: RequestTarget,
  path: string,
  init?: RequestInit,
): Promise<JsonResponse<T>> {
  const res = await app.request(path, init)
  return { status: res.status, body: (await res.json()) as T }
}
