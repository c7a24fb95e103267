import { z } from 'zod'
import { CaipChainIdSchema, ProjectIdSchema } from './common.js'
import { defineRoute } from './defineRoute.js'
import { RpcRequestSchema } from './rpc.js'

/**
 * `POST /v1/bundler?chainId=eip155:…&projectId=…`: the chain's ERC-4337 bundler (eth_sendUserOperation,
 * eth_estimateUserOperationGas, receipts) and the server's ERC-7677 paymaster (pm_getPaymasterStubData,
 * pm_getPaymasterData) at one URL, as hosted bundlers offer them. The paymaster's key stays on the server, and it
 * signs only with `Authorization: Bearer <an embedded-wallet session's access token>` (for that wallet's accounts)
 * or `X-Latch-Secret-Key` (the project's own server), within the project's sponsorship policy.
 */
export const bundlerRoute = defineRoute({
  method: 'post',
  path: '/v1/bundler',
  query: z.object({ chainId: CaipChainIdSchema, projectId: ProjectIdSchema }),
  body: RpcRequestSchema,
  response: z.unknown().meta({ description: "JSON-RPC response: the bundler's, or the paymaster's" }),
})
