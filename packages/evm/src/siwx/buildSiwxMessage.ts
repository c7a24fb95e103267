import type { SIWXMessage, SIWXMessageData, SIWXMessageInput, SIWXNamespace } from '@latch/core'
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
  /**
   * The namespaces besides eip155 whose accounts may sign in, each its adapter's sign-in export
   * (`solanaSiwx` from `@latch/solana/siwx`, `bitcoinSiwx`, `polkadotSiwx`). eip155 needs none.
   */
  namespaces?: readonly SIWXNamespace[]
}

export const defaultSiwxStatement = 'Please sign with your account'
const dayMs = 24 * 60 * 60_000

/**
 * A sign-in message for `input` with `nonce`: the fields, and their text (EIP-4361 on eip155, CAIP-122 elsewhere)
 * as its `toString()`.
 */
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
  return { ...data, toString: () => formatSiwxMessage(data, options.namespaces) }
}
