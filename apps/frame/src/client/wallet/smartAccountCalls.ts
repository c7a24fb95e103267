import { bundlerUrl } from '../api/rpcProxy.js'
import { describeRequest } from '../describeRequest.js'
import type { SendSmartAccountCallsParameters, SmartAccountCall } from '../sendSmartAccountCalls.js'
import { publicClient } from './chains.js'
import { eip155Signer } from './eip155Signer.js'
import { withApprovedKey } from './keyShares.js'
import type { SmartAccountNetwork } from './smartAccountNetworks.js'
import type { WalletContext } from './walletContext.js'

/**
 * A smart account's `calls`, shown for approval as `method` with `params` and signed by the key once approved:
 * paid by the paymaster where the project is sponsored (the fee shows as sponsored), else by the account itself.
 */
export function smartAccountCalls(
  context: WalletContext,
  request: { method: string; params: unknown },
  smart: SmartAccountNetwork,
  calls: SmartAccountCall[],
): SendSmartAccountCallsParameters {
  return {
    approve: (use) =>
      withApprovedKey(
        context,
        eip155Signer,
        describeRequest(request.method, request.params),
        use,
        smart.sponsored ? 'sponsored' : undefined,
      ),
    client: publicClient(context.api, smart.chainId),
    bundlerUrl: bundlerUrl(context.api, smart.chainId),
    // The server sponsors only this session's wallet (its smart account and its permissions' session accounts).
    accessToken: context.tokens.accessToken,
    contracts: smart.contracts,
    sponsored: smart.sponsored,
    calls,
  }
}
