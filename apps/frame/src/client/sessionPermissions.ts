import { FrameError } from '@latch/frame-protocol'
import type { Delegation } from '@latch/smart-account'
import {
  type Address,
  bytesToHex,
  decodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddress,
  isAddressEqual,
  isHex,
} from 'viem'
import { restoreDelegation, storableDelegation } from './delegation.js'

/** The ERC-7715 permissions this wallet grants: plain ETH transfers, or one ERC-20's transfers, up to a total. */
export const nativeTokenTransfer = 'native-token-transfer'
export const erc20TokenTransfer = 'erc20-token-transfer'

/**
 * A permission the visitor approved: its limits, what calls under it have spent so far, and how it lives on
 * chain: a delegation from the smart account to a session account, whose key only this frame holds.
 */
export type SessionPermission = {
  context: Hex
  chainId: number
  account: Address
  /** The ERC-20 whose transfers it allows; absent for ETH. */
  token?: Address
  /** The most the calls under the permission may send in total (wei, or the token's smallest unit). */
  allowance: bigint
  spent: bigint
  /** Unix seconds after which the permission is void. */
  expiry: number
  /** The smart account's signed delegation to the session account, with the permission's caveats. */
  delegation: Delegation
  /** The session account's key: it sends the UserOperations that redeem the delegation. */
  sessionKey: Hex
}

export type PermissionRequest = {
  chainId: number
  expiry: number
  allowance: bigint
  token?: Address
  request: unknown
}

const invalid = (message: string) => new FrameError(message, { code: -32602 })

/**
 * Reads an ERC-7715 `wallet_grantPermissions` request: `{ chainId, expiry, permissions: [{ type:
 * 'native-token-transfer', data: { allowance } }] }`, or one `erc20-token-transfer` with `data: { address,
 * allowance }`, on `chainId` (the wallet's network), expiring in the future. Anything else is refused before the
 * visitor is asked.
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
  const [permission] = permissions as { type?: unknown; data?: { allowance?: unknown; address?: unknown } }[]
  if (
    permissions.length !== 1 ||
    (permission?.type !== nativeTokenTransfer && permission?.type !== erc20TokenTransfer)
  )
    throw invalid(
      `This wallet grants one permission of type ${nativeTokenTransfer} or ${erc20TokenTransfer}.`,
    )
  const allowance = permission.data?.allowance
  if (typeof allowance !== 'string' || !isHex(allowance) || hexToBigInt(allowance) === 0n)
    throw invalid('The permission needs an allowance in the smallest unit (hex).')
  if (permission.type === nativeTokenTransfer)
    return { chainId, expiry, allowance: hexToBigInt(allowance), request }
  const token = permission.data?.address
  if (typeof token !== 'string' || !isAddress(token))
    throw invalid(`An ${erc20TokenTransfer} permission needs the token's address.`)
  return { chainId, expiry, allowance: hexToBigInt(allowance), token: getAddress(token), request }
}

/** A new permission's context: the id a dApp names in its calls' `permissions` capability. */
export function newPermissionContext(): Hex {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
}

/** What one call under `permission` spends: its ETH, or the amount of its ERC-20 `transfer`; throws otherwise. */
function spendOf(
  permission: SessionPermission,
  call: { to?: Address; value: bigint; data?: Hex | undefined },
  refuse: (reason: string) => FrameError,
): bigint {
  const hasData = call.data !== undefined && call.data !== '0x'
  if (!permission.token) {
    if (hasData) throw refuse('The permission covers ETH transfers only.')
    return call.value
  }
  if (call.value !== 0n || !call.to || !isAddressEqual(call.to, permission.token) || !hasData)
    throw refuse('The permission covers transfers of its token only.')
  try {
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: call.data as Hex })
    if (functionName === 'transfer') return args[1]
  } catch {}
  throw refuse('The permission covers transfers of its token only.')
}

/**
 * Whether `calls` may run under `permission` without asking: the permission is for this account and network,
 * not expired, every call is a plain ETH transfer (no data) or, for a token's permission, that token's
 * `transfer`, and the total stays within what is left of the allowance. Throws the reason otherwise (EIP-1193
 * 4100, unauthorized).
 */
export function checkPermittedCalls(
  permission: SessionPermission | undefined,
  parameters: {
    chainId: number
    account: Address
    calls: readonly { to?: Address; value: bigint; data?: Hex | undefined }[]
  },
  now = Date.now(),
): bigint {
  const refuse = (reason: string) => new FrameError(reason, { code: 4100 })
  if (!permission) throw refuse('No such permission: it was never granted or has been revoked.')
  if (permission.expiry * 1000 <= now) throw refuse('The permission has expired.')
  if (permission.chainId !== parameters.chainId || permission.account !== parameters.account)
    throw refuse('The permission was granted for another account or network.')
  const total = parameters.calls.reduce((sum, call) => sum + spendOf(permission, call, refuse), 0n)
  if (permission.spent + total > permission.allowance)
    throw refuse('The calls exceed what is left of the permission’s allowance.')
  return total
}

/** Permissions as stored on this device (amounts as decimal strings), the expired ones left out. */
export function storablePermissions(permissions: Iterable<SessionPermission>, now = Date.now()) {
  return [...permissions]
    .filter((permission) => permission.expiry * 1000 > now)
    .map((permission) => ({
      ...permission,
      allowance: permission.allowance.toString(),
      spent: permission.spent.toString(),
      delegation: storableDelegation(permission.delegation),
    }))
}

/** The permissions `storablePermissions` kept, still unexpired. */
export function restorePermissions(
  stored: ReturnType<typeof storablePermissions>,
  now = Date.now(),
): SessionPermission[] {
  return stored
    .filter((permission) => permission.expiry * 1000 > now)
    .map((permission) => ({
      ...permission,
      allowance: BigInt(permission.allowance),
      spent: BigInt(permission.spent),
      delegation: restoreDelegation(permission.delegation),
    }))
}
