import { FrameError, FrameNotSupportedError } from '@latch/frame-protocol'
import { type Address, type Hex, isAddress, isHex, numberToHex, size } from 'viem'
import { bundlerUrl } from '../api/rpcProxy.js'
import {
  readSmartAccountCallsStatus,
  type SmartAccountCall,
  submitSmartAccountCalls,
} from '../sendSmartAccountCalls.js'
import { activeAccount } from './accounts.js'
import { publicClient } from './chains.js'
import { readyKey } from './keyShares.js'
import { sendCallsUnderPermission } from './permissions.js'
import { smartAccountCalls } from './smartAccountCalls.js'
import type { WalletContext } from './walletContext.js'

// EIP-5792: batches of calls. Only the smart account runs a batch as one (one UserOperation); the plain key
// reports `atomic: unsupported`, so the widget sends such calls one by one as transactions.

type RpcCall = { method: string; params: unknown }

/**
 * `wallet_getCapabilities` per network: the smart account, where it is the active account, runs a batch as one
 * UserOperation (`atomic` supported; `paymasterService` where the project is sponsored); the plain key does not
 * batch. Either answers `wallet_getAssets` (EIP-7811 `assetDiscovery`).
 */
export async function walletCapabilities(context: WalletContext, requested: unknown) {
  const { state } = context
  const chainIds = Array.isArray(requested) ? requested.map(String) : [numberToHex(state.chainId())]
  const smart =
    state.session()?.address && (await state.preferredAccountType()) === 'smartAccount'
      ? await context.smartAccountNetworks()
      : []
  return Object.fromEntries(
    chainIds.map((id) => [
      id,
      smart.some((network) => network.chainId === Number(id))
        ? {
            atomic: { status: 'supported' },
            paymasterService: {
              supported: smart.some((network) => network.chainId === Number(id) && network.sponsored),
            },
            assetDiscovery: { supported: true },
          }
        : { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    ]),
  )
}

/** `wallet_getCallsStatus`: a batch's status, read from the bundler by its UserOperation's hash. */
export async function callsStatus(context: WalletContext, id: unknown) {
  if (typeof id !== 'string' || !isHex(id) || size(id) !== 32)
    throw new FrameError('Unknown bundle id', { code: 5730 })
  const chainId = context.state.chainId()
  return readSmartAccountCallsStatus({
    client: publicClient(context.api, chainId),
    bundlerUrl: bundlerUrl(context.api, chainId),
    chainId,
    id,
  })
}

/** The calls of a batch, checked with the widget's own texts for a call's destination and data. */
function checkedCalls(batch: { chainId?: string; calls?: unknown }, chainId: number) {
  const calls = Array.isArray(batch.calls) ? (batch.calls as Record<string, unknown>[]) : []
  if (batch.chainId !== undefined && Number(batch.chainId) !== chainId)
    throw new FrameError('Unsupported chain', { code: 5710 })
  if (calls.length === 0) throw new FrameError('A batch needs at least one call.', { code: -32602 })
  calls.forEach((call, index) => {
    if (typeof call.to !== 'string' || !call.to.startsWith('0x'))
      throw new FrameError('The destination must start with 0x', { code: -32602 })
    if (!isAddress(call.to)) throw new FrameError(`Call ${index} has no valid destination.`, { code: -32602 })
    if (call.data !== undefined && (typeof call.data !== 'string' || !isHex(call.data)))
      throw new FrameError('The data must start with 0x', { code: -32602 })
  })
  return calls
}

/** The checked calls as the smart account runs them. */
function smartCallsOf(calls: readonly Record<string, unknown>[]): (SmartAccountCall & { value: bigint })[] {
  return calls.map((call) => ({
    to: call.to as Address,
    value: typeof call.value === 'string' ? BigInt(call.value) : 0n,
    ...(typeof call.data === 'string' ? { data: call.data as Hex } : {}),
  }))
}

/**
 * `wallet_sendCalls` from the smart account: one UserOperation, approved as one; or, naming a granted
 * permission in `capabilities.permissions.context`, sent under it without a prompt. Answers the batch's id.
 */
export async function sendCalls(context: WalletContext, call: RpcCall): Promise<{ id: Hex }> {
  const batch = ((Array.isArray(call.params) ? call.params[0] : undefined) ?? {}) as {
    chainId?: string
    calls?: unknown
    capabilities?: { permissions?: { context?: unknown } }
  }
  const checked = checkedCalls(batch, context.state.chainId())
  const { address: owner } = await readyKey(context)
  const active = await activeAccount(context, owner)
  if (active.type !== 'smartAccount' || !active.smart) throw new FrameNotSupportedError(call.method)
  const calls = smartCallsOf(checked)
  const permission = batch.capabilities?.permissions?.context
  if (permission !== undefined)
    return sendCallsUnderPermission(context, call, { owner, smart: active.smart, context: permission, calls })
  return { id: await submitSmartAccountCalls(smartAccountCalls(context, call, active.smart, calls)) }
}
