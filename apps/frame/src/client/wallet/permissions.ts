import { FrameError, FrameNotSupportedError } from '@latch/frame-protocol'
import { disableDelegationCall, redeemDelegationCall, smartAccountDeployment } from '@latch/smart-account'
import { type Address, erc20Abi, formatUnits, type Hex, isAddressEqual } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { signPermissionDelegation } from '../delegation.js'
import { t } from '../i18n/frameTexts.js'
import {
  type SmartAccountCall,
  sendSmartAccountCalls,
  submitSmartAccountCalls,
} from '../sendSmartAccountCalls.js'
import {
  checkPermittedCalls,
  newPermissionContext,
  parsePermissionRequest,
  type SessionPermission,
} from '../sessionPermissions.js'
import { activeAccount, type SmartAccount, smartAccountOf } from './accounts.js'
import { publicClient } from './chains.js'
import { eip155Signer } from './eip155Signer.js'
import { readyKey, withApprovedKey, withDeviceSecret } from './keyShares.js'
import { withPermissions } from './permissionStore.js'
import { smartAccountCalls } from './smartAccountCalls.js'
import type { WalletContext } from './walletContext.js'

// ERC-7715 permissions of the smart account: granted once with the visitor's approval as an ERC-7710
// delegation to a fresh session key's account, used without a prompt within their limits, and revoked on chain.

type RpcCall = { method: string; params: unknown }

/** The symbol and decimals of the ERC-20 at `token`, read from the chain; refused when it answers neither. */
async function tokenUnit(context: WalletContext, token: Address) {
  const client = publicClient(context.api, context.state.chainId())
  try {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { symbol, decimals }
  } catch {
    throw new FrameError(`${token} is not an ERC-20 token on this network.`, { code: -32602 })
  }
}

/**
 * `wallet_grantPermissions` from the smart account: the permission is shown once for approval; then a fresh
 * session key, kept only in this frame, gets a delegation whose caveats hold the limits on chain. Answers the
 * request with the permission's `context`.
 */
export async function grantPermission(context: WalletContext, call: RpcCall): Promise<unknown> {
  const { state } = context
  const { address: owner } = await readyKey(context)
  const active = await activeAccount(context, owner)
  // The permission lets calls from the smart account skip the approval: the plain key grants none.
  if (active.type !== 'smartAccount' || !active.smart) throw new FrameNotSupportedError(call.method)
  const smart = active.smart
  const chainId = state.chainId()
  const grant = parsePermissionRequest(call.params, chainId)
  // The session account that redeems the permission holds no ETH: the project's paymaster pays its gas.
  if (!smart.sponsored)
    throw new FrameError('Permissions need sponsored gas, which this project has not set up here.', {
      code: 5710,
    })
  const unit = grant.token ? await tokenUnit(context, grant.token) : { symbol: 'ETH', decimals: 18 }
  const description = {
    kind: 'permission' as const,
    title: t('grantPermission'),
    allowance: formatUnits(grant.allowance, unit.decimals),
    symbol: unit.symbol,
    expires: new Date(grant.expiry * 1000).toUTCString(),
    smartAccount: active.address,
  }
  return withApprovedKey(context, eip155Signer, description, async (key) => {
    const sessionKey = generatePrivateKey()
    const delegation = await signPermissionDelegation({
      owner: key,
      delegator: active.address,
      delegate: smartAccountDeployment(privateKeyToAccount(sessionKey).address, smart.contracts).address,
      chainId,
      contracts: smart.contracts,
      limits: grant,
    })
    const permissionContext = newPermissionContext()
    await withPermissions(state, owner, (granted) =>
      granted.set(permissionContext, {
        context: permissionContext,
        chainId,
        account: active.address,
        ...(grant.token ? { token: grant.token } : {}),
        allowance: grant.allowance,
        spent: 0n,
        expiry: grant.expiry,
        delegation,
        sessionKey,
      }),
    )
    return { ...(grant.request as object), address: active.address, context: permissionContext }
  })
}

/**
 * `wallet_sendCalls` under a granted permission: within its limits the permission's session account sends them
 * without asking, redeeming the smart account's delegation, whose caveats the chain enforces; beyond them,
 * refused here already. What the calls spend is counted before anything is signed, and given back if they are
 * not sent.
 */
export async function sendCallsUnderPermission(
  context: WalletContext,
  call: RpcCall,
  batch: {
    owner: Address
    smart: SmartAccount
    context: unknown
    calls: (SmartAccountCall & { value: bigint })[]
  },
): Promise<{ id: Hex }> {
  const { state } = context
  const { owner, smart, calls } = batch
  const permissionContext = String(batch.context) as Hex
  const { total, delegation, sessionKey } = await withPermissions(state, owner, (granted) => {
    const found = granted.get(permissionContext)
    const spending = checkPermittedCalls(found, { chainId: state.chainId(), account: smart.address, calls })
    // checkPermittedCalls refused a permission that is not there.
    const permission = found as SessionPermission
    permission.spent += spending
    return { total: spending, delegation: permission.delegation, sessionKey: permission.sessionKey }
  })
  try {
    const { contracts } = smart
    // The delegator must exist when its delegation is redeemed: the first use deploys it (its factory call is
    // open to anyone and creates exactly the visitor's account).
    const deploy = smart.isDeployed
      ? []
      : [{ to: contracts.factory, data: smartAccountDeployment(owner, contracts).factoryData }]
    const id = await submitSmartAccountCalls({
      ...smartAccountCalls(context, call, smart, [
        ...deploy,
        redeemDelegationCall(contracts.delegationManager, delegation, calls),
      ]),
      // No approval shown: the permission is the visitor's approval, and its session key signs.
      approve: (use) => use(privateKeyToAccount(sessionKey)),
    })
    return { id }
  } catch (error) {
    await withPermissions(state, owner, (granted) => {
      const permission = granted.get(permissionContext)
      if (permission) permission.spent -= total
    })
    throw error
  }
}

/**
 * `wallet_revokePermissions` with `{ permissionContext }`: on chain first, on the permission's own network
 * whichever the site is on now, the smart account disables the delegation at the DelegationManager (one
 * sponsored UserOperation signed with the key without a prompt, since it only takes power away); then the
 * session key is deleted with the permission.
 */
export async function revokePermission(context: WalletContext, call: RpcCall): Promise<null> {
  const { state } = context
  const [request] = Array.isArray(call.params) ? call.params : []
  const permissionContext = (request as { permissionContext?: unknown } | undefined)?.permissionContext
  const { address: owner, share } = await readyKey(context)
  const permission =
    typeof permissionContext === 'string'
      ? await withPermissions(state, owner, (granted) => granted.get(permissionContext as Hex))
      : undefined
  if (!permission)
    throw new FrameError('No such permission: it was never granted or has been revoked.', { code: -32602 })
  const smart = await smartAccountOf(context, owner, permission.chainId)
  if (smart && isAddressEqual(smart.address, permission.account)) {
    await sendSmartAccountCalls({
      ...smartAccountCalls(context, call, smart, [disableDelegationCall(permission.delegation)]),
      approve: (use) => withDeviceSecret(context, share, (secret) => eip155Signer.use(secret, use)),
    })
  }
  await withPermissions(state, owner, (granted) => granted.delete(permission.context))
  return null
}
