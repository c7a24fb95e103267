import { expect } from '@playwright/test'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fromDemo, nameSuffix, type Stack } from './fixtures.js'

/** ENSIP-11 coin type of chain 31337. */
export const coinType = (0x8000_0000 | 31337) >>> 0

/** A name no other test (or earlier run on this worker's database) has used. */
export const freshLabel = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/**
 * Registers `label` with the stack's suffix straight at the name service, as another visitor would: for `privateKey`'s
 * account, or a fresh one. Resolves with the account's address.
 */
export async function registerName(stack: Stack, label: string, privateKey: Hex = generatePrivateKey()) {
  const account = privateKeyToAccount(privateKey)
  const message = JSON.stringify({
    name: `${label}${nameSuffix}`,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const response = await fetch(`${stack.server.url}/v1/profile/account?projectId=latch-dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromDemo(stack) },
    body: JSON.stringify({
      coinType,
      address: account.address,
      signature: await account.signMessage({ message }),
      message,
    }),
  })
  expect(response.status).toBe(201)
  return account.address
}
