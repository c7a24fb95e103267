import { createHmac, timingSafeEqual } from 'node:crypto'
import { ApiError } from '../errors.js'

/** How far a webhook's timestamp may be from the server's clock: older deliveries are refused as replays. */
export const webhookToleranceSeconds = 300

export class InvalidWebhookSignatureError extends ApiError {
  override name = 'InvalidWebhookSignatureError'
  constructor(reason: string) {
    super(401, 'INVALID_WEBHOOK_SIGNATURE', `The webhook's signature is refused: ${reason}`)
  }
}

export class ReplayedWebhookError extends ApiError {
  override name = 'ReplayedWebhookError'
  constructor() {
    super(409, 'REPLAYED_WEBHOOK', 'This webhook delivery was received before')
  }
}

/**
 * The `t=<unix seconds>,s=<hex HMAC-SHA256 of "<t>.<body>">` header MoonPay sends as Moonpay-Signature-V2;
 * the sandbox provider signs its webhooks the same way.
 *
 * @example
 * signWebhook('{"id":"…"}', 'whsec', 1767225600) // 't=1767225600,s=5257a8…'
 */
export function signWebhook(body: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},s=${signature}`
}

/**
 * Checks a webhook's signature header against its raw body; throws InvalidWebhookSignatureError when it is
 * missing, malformed, forged, or its timestamp is outside the tolerance. Returns the signature, the key a
 * caller records to refuse the same delivery twice.
 */
export function verifyWebhook(
  header: string | undefined,
  body: string,
  secret: string,
  nowSeconds: number,
): string {
  if (!header) throw new InvalidWebhookSignatureError('no signature header')
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=')
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const
    }),
  )
  const timestamp = Number(parts.get('t'))
  const given = parts.get('s') ?? ''
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
    throw new InvalidWebhookSignatureError('the header is not t=<seconds>,s=<hex>')
  }
  if (Math.abs(nowSeconds - timestamp) > webhookToleranceSeconds) {
    throw new InvalidWebhookSignatureError(`its timestamp is more than ${webhookToleranceSeconds} s away`)
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest()
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
    throw new InvalidWebhookSignatureError('the signature does not match the body')
  }
  return given
}
