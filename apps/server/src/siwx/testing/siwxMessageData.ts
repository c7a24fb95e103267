import type { SiwxMessageData } from '@latch/api'

/**
 * A sign-in message's fields as the test dev project's page at http://localhost:5173 would send them, valid for an
 * hour, for `address` on `chainId` with `nonce`.
 */
export function siwxMessageData(
  chainId: SiwxMessageData['chainId'],
  address: string,
  nonce: string,
  overrides: Partial<SiwxMessageData> = {},
): SiwxMessageData {
  return {
    chainId,
    accountAddress: address,
    nonce,
    domain: 'localhost:5173',
    uri: 'http://localhost:5173/',
    version: '1',
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
    statement: 'Sign in to Latch Demo',
    ...overrides,
  }
}
