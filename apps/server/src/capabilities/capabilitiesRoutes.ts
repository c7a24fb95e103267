import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import type { ProjectEnv } from '../access/projectEnv.js'
import type { ChainDataContext } from '../chains/chainParams.js'
import type { ChainRegistry } from '../chains/createChainRegistry.js'
import { errorResponse, validationHook } from '../http.js'
import type { Project } from '../projects/createProject.js'

const capabilitiesRoute = createRoute({
  method: api.capabilitiesRoute.method,
  path: api.capabilitiesRoute.path,
  summary: 'What this server offers the widget, per network (the widget offers Swap only where it quotes)',
  request: { query: api.capabilitiesRoute.query },
  responses: {
    200: {
      description: 'The capabilities; they change only with the server configuration',
      content: { 'application/json': { schema: api.capabilitiesRoute.response } },
    },
    400: errorResponse('Invalid parameter'),
    403: errorResponse('Unknown project'),
  },
})

/**
 * What the server can do on its chains for `project`, read from its configuration: swaps where a router is
 * configured, smart accounts where a bundler is, sponsored where a paymaster is and the project has a
 * sponsorship policy; history on every network a source of the chain data serves.
 */
export function readCapabilities(
  chains: ChainRegistry,
  project: Project,
  historyNetworks: readonly string[] = [],
): api.Capabilities {
  return {
    history: historyNetworks.map((caip) => caip as api.Capabilities['swaps'][number]),
    swaps: chains.list().flatMap((chain) => (chain.swap && chain.amm ? [chain.caip] : [])),
    smartAccounts: chains.list().flatMap(({ caip, smartAccounts }) =>
      smartAccounts
        ? [
            {
              caipNetworkId: caip,
              entryPoint: smartAccounts.entryPoint,
              factory: smartAccounts.factory,
              implementation: smartAccounts.implementation,
              delegationManager: smartAccounts.delegationManager,
              enforcers: smartAccounts.enforcers,
              sponsored: smartAccounts.paymaster !== undefined && project.sponsorship !== null,
            },
          ]
        : [],
    ),
  }
}

/**
 * `GET /v1/capabilities`: the networks the server quotes swaps on, serves history of, and its smart accounts;
 * cached like the catalogue (30 s).
 */
export function createCapabilitiesRoutes(chainData: Pick<ChainDataContext, 'chains' | 'sources'>) {
  return new OpenAPIHono<ProjectEnv>({ defaultHook: validationHook }).openapi(capabilitiesRoute, (c) => {
    const project = c.get('project')
    c.header('Cache-Control', 'public, max-age=30')
    return c.json(readCapabilities(chainData.chains, project, chainData.sources.historyNetworks()), 200)
  })
}
