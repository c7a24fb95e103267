import { isHex, numberToHex } from 'viem'
import { answerCallsRequest, callsMethods } from '../answerCallsRequest.js'
import { answerSigningRequest, signingMethods } from '../answerSigningRequest.js'
import { UnsupportedMethodError } from '../errors.js'
import { isForwardedRead } from '../forwardedReads.js'
import { readWalletAssets } from '../readWalletAssets.js'
import { rpcRequest } from '../rpcRequest.js'
import { answerChainRequest, chainMethods } from './answerChainRequest.js'
import { activeAccount, currentChain, type InjectedWalletState } from './injectedWalletState.js'
import { answerPermissionRequest, permissionMethods, requireAuthorized } from './sitePermissions.js'

/**
 * The injected wallet's answer to one EIP-1193 request of `origin`: batches (EIP-5792), signatures and sends,
 * the site's access, the chain, assets, and the reads it forwards to the current chain's RPC; anything else is
 * 4200.
 */
export async function answerInjectedRequest(
  state: InjectedWalletState,
  method: string,
  params: unknown,
  origin: string,
): Promise<unknown> {
  const list = Array.isArray(params) ? params : []
  await state.prompts.beforeAnswer(method)
  const requireAccount = (address: unknown) => requireAuthorized(state, origin, address)
  if (callsMethods.has(method))
    return answerCallsRequest(state.signing, {
      method,
      params: list,
      chain: () => currentChain(state),
      chainOf: (id) => state.chains.get(id),
      requireAccount,
      extraCapabilities: state.assets ? { assetDiscovery: { supported: true } } : {},
    })
  if (signingMethods.has(method))
    return answerSigningRequest(state.signing, {
      method,
      params: list,
      chain: () => currentChain(state),
      requireAccount,
      requireSender: () => requireAuthorized(state, origin),
    })
  if (permissionMethods.has(method)) return answerPermissionRequest(state, method, list, origin)
  if (chainMethods.has(method)) return answerChainRequest(state, method, list)
  if (method === 'wallet_getAssets' && state.assets) return answerGetAssets(state, list, origin)
  if (method === 'wallet_watchAsset') {
    await state.prompts.prompt(method)
    return true
  }
  if (!isForwardedRead(method))
    throw new UnsupportedMethodError(`${state.walletName} does not support the method "${method}".`)
  return rpcRequest(currentChain(state).rpcUrl, method, list)
}

/** EIP-7811's `wallet_getAssets`: the account's assets on each requested chain the wallet knows (default: the current). */
async function answerGetAssets(
  state: InjectedWalletState,
  params: readonly unknown[],
  origin: string,
): Promise<Record<string, unknown>> {
  const assets = state.assets
  if (!assets) return {}
  const request = params[0] as { account?: unknown; chainFilter?: unknown } | undefined
  requireAuthorized(state, origin, request?.account)
  const filter = Array.isArray(request?.chainFilter) ? request.chainFilter : [numberToHex(state.chainId)]
  const answer: Record<string, unknown> = {}
  for (const hex of filter) {
    const chain = typeof hex === 'string' && isHex(hex) ? state.chains.get(Number(hex)) : undefined
    if (chain) answer[String(hex)] = await readWalletAssets(chain, activeAccount(state).address, assets)
  }
  return answer
}
