import { FrameError } from '@latch/frame-protocol'
import { type Address, bytesToHex, type Hex, hexToBigInt, isHex } from 'viem'

/** The one ERC-7715 permission this wallet grants: plain ETH transfers up to a total, until an expiry. */
export const nativeTokenTransfer = 'native-token-transfer'

/** A permission the visitor approved: its limits, and what calls under it have spent so far. */
export type SessionPermission = {
  context: Hex
  chainId: number
  account: Address
  /** Wei the calls under the permission may send in total. */
  allowance: bigint
  spent: bigint
  /** Unix seconds after which the permission is void. */
  expiry: number
}

export type PermissionRequest = { chainId: number; expiry: number; allowance: bigint; request: unknown }

const invalid = (message: string) => new FrameError(message, { code: -32602 })

/**
 * Reads an ERC-7715 `wallet_grantPermissions` request: `{ chainId, expiry, permissions: [{ type:
 * 'native-token-transfer', data: { allowance } }] }`, on `chainId` (the wallet's network), expiring in the
 * future. Anything else is refused before the visitor is asked.
 */
export function parsePermissionRequest(
  params: unknown,
  chainId: number,
  now = Date.now(),
): PermissionRequest {
  const request = (Array.isArray(params) ? params[0] : undefined) as Record<string, unknown> | undefined
  if (!request || typeof request !== 'object') throw invalid('A permission request is an object.')
  if (Number(request.chainId) !== chainId) throw new FrameError('Unsupported chain', { code: 5710 })
  const expiry = Number(request.expiry)
  if (!Number.isSafeInteger(expiry) || expiry * 1000 <= now)
    throw invalid('A permission needs an expiry in the future (unix seconds).')
  const permissions = Array.isArray(request.permissions) ? request.permissions : []
  const [permission] = permissions as { type?: unknown; data?: { allowance?: unknown } }[]
  if (permissions.length !== 1 || permission?.type !== nativeTokenTransfer)
    throw invalid(`This wallet grants one permission of type ${nativeTokenTransfer}.`)
  const allowance = permission.data?.allowance
  if (typeof allowance !== 'string' || !isHex(allowance) || hexToBigInt(allowance) === 0n)
    throw invalid('The permission needs an allowance in wei (hex).')
  return { chainId, expiry, allowance: hexToBigInt(allowance), request }
}

/** A new permission's context: the id a dApp names in its calls' `permissions` capability. */
export function newPermissionContext(): Hex {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
}

/**
 * Whether `calls` may run under `permission` without asking: the permission is for this account and network,
 * not expired, every call is a plain ETH transfer (no data), and the total stays within what is left of the
 * allowance. Throws the reason otherwise (EIP-1193 4100, unauthorized).
 */
export function checkPermittedCalls(
  permission: SessionPermission | undefined,
  parameters: {
    chainId: number
    account: Address
    calls: readonly { value: bigint; data?: Hex | undefined }[]
  },
  now = Date.now(),
): bigint {
  const refuse = (reason: string) => new FrameError(reason, { code: 4100 })
  if (!permission) throw refuse('No such permission: it was never granted or has been revoked.')
  if (permission.expiry * 1000 <= now) throw refuse('The permission has expired.')
  if (permission.chainId !== parameters.chainId || permission.account !== parameters.account)
    throw refuse('The permission was granted for another account or network.')
  if (parameters.calls.some((call) => call.data !== undefined && call.data !== '0x'))
    throw refuse('The permission covers ETH transfers only.')
  const total = parameters.calls.reduce((sum, call) => sum + call.value, 0n)
  if (permission.spent + total > permission.allowance)
    throw refuse('The calls exceed what is left of the permission’s allowance.')
  return total
}
