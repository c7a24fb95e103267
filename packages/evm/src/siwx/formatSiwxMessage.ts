import type { SIWXMessageData, SIWXNamespace } from '@latch/core'
import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { formatCaip122Message } from './formatCaip122Message.js'
import { findSiwxNamespace, isEip155Chain } from './siwxNamespaces.js'

/**
 * The text of a sign-in message's fields: on eip155 the EIP-4361 text exactly as viem renders it (checksummed
 * address, ISO times with milliseconds); on another namespace its CAIP-122 text, named as its entry of
 * `namespaces` says. The one rendering of the text: the sign-in configurations ask the wallet to sign it, and the
 * Latch server renders it again to check what was signed.
 *
 * @example
 * formatSiwxMessage({ chainId: 'eip155:1', accountAddress, nonce, domain: 'app.example', uri: 'https://app.example/', version: '1', issuedAt: new Date().toISOString() })
 * formatSiwxMessage({ chainId: solanaMainnet.caipNetworkId, accountAddress, ... }, [solanaSiwx])
 */
export function formatSiwxMessage(data: SIWXMessageData, namespaces?: readonly SIWXNamespace[]): string {
  if (!isEip155Chain(data.chainId))
    return formatCaip122Message(data, findSiwxNamespace(data.chainId, namespaces).accountName)
  return createSiweMessage({
    address: getAddress(data.accountAddress),
    chainId: Number(data.chainId.split(':')[1]),
    domain: data.domain,
    nonce: data.nonce,
    uri: data.uri,
    version: data.version,
    issuedAt: new Date(data.issuedAt),
    ...(data.expirationTime === undefined ? {} : { expirationTime: new Date(data.expirationTime) }),
    ...(data.notBefore === undefined ? {} : { notBefore: new Date(data.notBefore) }),
    ...(data.requestId === undefined ? {} : { requestId: data.requestId }),
    ...(data.resources === undefined ? {} : { resources: [...data.resources] }),
    ...(data.statement === undefined ? {} : { statement: data.statement }),
  })
}
