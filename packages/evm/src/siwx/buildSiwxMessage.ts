import type { SIWXMessage, SIWXMessageData, SIWXMessageInput } from '@latch/core'
import { formatSiwxMessage } from './formatSiwxMessage.js'

export type SiwxMessageOptions = {
  /** The sentence the wallet shows above the details. Default 'Please sign with your account'. */
  statement?: string
  /** How long a session lasts (ms). Default one day. */
  expiresInMs?: number
  /** Resources (URIs) the session covers. */
  resources?: readonly string[]
  /** The site signed in to. Default the page's host and URL. */
  domain?: string
  uri?: string
}

export const defaultSiwxStatement = 'Please sign with your account'
const dayMs = 24 * 60 * 60_000

/** A sign-in message for `input` with `nonce`: the fields, and the EIP-4361 text as its `toString()`. */
export function buildSiwxMessage(
  input: SIWXMessageInput,
  nonce: string,
  options: SiwxMessageOptions,
): SIWXMessage {
  const now = Date.now()
  const data: SIWXMessageData = {
    chainId: input.chainId,
    accountAddress: input.accountAddress,
    nonce,
    domain: options.domain ?? location.host,
    uri: options.uri ?? location.href,
    version: '1',
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + (options.expiresInMs ?? dayMs)).toISOString(),
    ...(input.notBefore ? { notBefore: input.notBefore } : {}),
    ...(options.resources?.length ? { resources: options.resources } : {}),
    statement: options.statement ?? defaultSiwxStatement,
  }
  // Rendered when asked: one-click sign-in asks for a message before the wallet has named its account.
  return { ...data, toString: () => formatSiwxMessage(data) }
}
