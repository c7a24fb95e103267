import { z } from 'zod'
import { CaipChainIdSchema, CaipNetworkIdSchema, EvmAddressSchema, ProjectQuerySchema } from './common.js'
import { defineRoute } from './defineRoute.js'

export const CapabilitiesSchema = z
  .object({
    swaps: z.array(CaipNetworkIdSchema).meta({
      description:
        'CAIP-2 networks on which this server quotes and builds swaps (a swap router is configured for them)',
      example: ['eip155:31337', 'eip155:31338'],
    }),
    smartAccounts: z
      .array(
        z.object({
          caipNetworkId: CaipChainIdSchema,
          entryPoint: EvmAddressSchema,
          factory: EvmAddressSchema.meta({
            description:
              'The SafeProxyFactory v1.4.1 smart accounts (Safe v1.4.1 with the Safe4337Module) come from',
          }),
          safe4337Module: EvmAddressSchema.meta({
            description:
              "The Safe4337Module v0.3.0 (EntryPoint v0.7): the account's ERC-4337 module and fallback handler",
          }),
          safeModuleSetup: EvmAddressSchema.meta({
            description: 'The SafeModuleSetup v0.3.0 that enables the module while the account is set up',
          }),
          sponsored: z.boolean().meta({
            description:
              "The server's paymaster pays the gas of the project's UserOperations, within its sponsorship policy",
          }),
        }),
      )
      .meta({
        description:
          'Networks with an ERC-4337 bundler behind POST /v1/bundler: the embedded wallet is a smart account there',
      }),
  })
  .meta({ id: 'Capabilities' })

export type Capabilities = z.infer<typeof CapabilitiesSchema>

/** `GET /v1/capabilities`: what the server offers the widget per network; the widget offers Swap only there. */
export const capabilitiesRoute = defineRoute({
  method: 'get',
  path: '/v1/capabilities',
  query: ProjectQuerySchema,
  response: CapabilitiesSchema,
})
