import { z } from 'zod'

/**
 * An upstream as configured: its URL, and the headers sent with each of its requests (an API key, HTTP
 * Basic credentials). Headers are never logged nor answered; errors name the upstream by its host.
 */
export type UpstreamEndpoint = { url: string; headers?: Readonly<Record<string, string>> | undefined }

/** A configured upstream: its URL alone, or with headers. */
export type UpstreamConfig = string | UpstreamEndpoint

/** The endpoint of a configured upstream. */
export const toUpstreamEndpoint = (config: UpstreamConfig): UpstreamEndpoint =>
  typeof config === 'string' ? { url: config } : config

const HttpUrlSchema = z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')

/** Header names are HTTP tokens; values stay on one line (a line break would start another header). */
const HeadersSchema = z.record(
  z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be an HTTP header name'),
  z.string().regex(/^[^\r\n\0]*$/, 'must be a header value on one line'),
)

/**
 * One upstream in a JSON setting: `"https://…"`, or `{ "url": "https://…", "headers": { "Authorization":
 * "Bearer …" } }` for a provider that takes its key in a header.
 */
export const UpstreamConfigSchema = z.union([
  HttpUrlSchema,
  z.object({ url: HttpUrlSchema, headers: HeadersSchema.optional() }).strict(),
])
