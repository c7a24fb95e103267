import type { SIWXMessageData } from '@latch/core'

/**
 * The CAIP-122 text of a sign-in message's fields on a namespace other than eip155 (eip155 has EIP-4361's, viem's):
 * the account's address as the namespace writes it, the chain as its CAIP-2 id (a genesis-hash prefix says
 * nothing on its own), and the fields in EIP-4361's order and wording.
 *
 * @example
 * formatCaip122Message(data, 'Solana') // 'app.example wants you to sign in with your Solana account:\n…'
 */
export function formatCaip122Message(data: SIWXMessageData, accountName: string): string {
  // One field a line: a statement or a field with a line break could forge the lines after it.
  const fields = [data.statement, data.domain, data.uri, data.requestId, ...(data.resources ?? [])]
  if (fields.some((field) => field?.includes('\n')))
    throw new Error('A sign-in message field must not contain a line break.')
  const lines = [
    `${data.domain} wants you to sign in with your ${accountName} account:`,
    data.accountAddress,
    '',
  ]
  if (data.statement) lines.push(data.statement, '')
  lines.push(
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${data.chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
