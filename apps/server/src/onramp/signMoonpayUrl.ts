import { createHmac } from 'node:crypto'

/**
 * Signs a MoonPay widget URL as MoonPay documents it: HMAC-SHA256 of the URL's query string (with its
 * leading `?`, values URL-encoded) under the secret key, base64, appended as the last parameter
 * `signature`. MoonPay refuses to load a widget URL that carries `walletAddress` without it.
 *
 * @example
 * signMoonpayUrl('https://buy-sandbox.moonpay.com?apiKey=pk_test_1&walletAddress=0x…', 'sk_test_1')
 */
export function signMoonpayUrl(url: string, secretKey: string): string {
  const parsed = new URL(url)
  parsed.searchParams.delete('signature')
  const signature = createHmac('sha256', secretKey).update(parsed.search).digest('base64')
  parsed.searchParams.append('signature', signature)
  return parsed.toString()
}
