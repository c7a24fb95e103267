import { z } from 'zod'
import { AccountChainIdSchema, ProjectIdSchema } from './common.js'
import { defineRoute } from './defineRoute.js'

/** The most requests one batch to the JSON-RPC proxy may hold; a larger batch is refused whole. */
export const maxRpcBatchSize = 1000

const RpcIdSchema = z.union([z.string().max(128), z.number(), z.null()])

export const RpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: RpcIdSchema.optional(),
  method: z.string().min(1).max(128),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})

/** A JSON-RPC refusal of the proxy itself (the nodes' own answers pass through as they are). */
export const RpcErrorSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: RpcIdSchema,
    error: z.object({ code: z.number().int(), message: z.string() }),
  })
  .meta({ id: 'JsonRpcError' })

/** A single request's error, or one per request of a batch. */
export const RpcErrorsSchema = z.union([RpcErrorSchema, z.array(RpcErrorSchema)])

/**
 * `POST /v1/?chainId=eip155:…&projectId=…` (or `solana:…`): JSON-RPC to the chain's nodes, one request or a batch. The
 * wallet library's transport calls it as a URL; its answer is the node's, as the node gave it.
 */
export const rpcProxyRoute = defineRoute({
  method: 'post',
  path: '/v1/',
  query: z.object({ chainId: AccountChainIdSchema, projectId: ProjectIdSchema }),
  body: z.union([RpcRequestSchema, z.array(RpcRequestSchema).min(1).max(maxRpcBatchSize)]).meta({
    id: 'JsonRpcRequest',
    description: `One JSON-RPC 2.0 request or a batch of up to ${maxRpcBatchSize}`,
  }),
  response: z.unknown().meta({ description: 'JSON-RPC response or batch' }),
})
