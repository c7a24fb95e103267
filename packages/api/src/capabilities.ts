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
    history: z
      .array(CaipNetworkIdSchema)
      .optional()
      .meta({
        description:
          "CAIP-2 networks whose accounts' transactions GET /v1/account/{address}/history serves: the widget offers Activity there (absent from servers that predate it)",
        example: ['eip155:31337', 'polkadot:67f9723393ef76214df0118c34bbbd3d'],
      }),
    smartAccounts: z
      .array(
        z.object({
          caipNetworkId: CaipChainIdSchema,
          entryPoint: EvmAddressSchema,
          factory: EvmAddressSchema.meta({
            description:
              "The SimpleFactory the smart accounts' proxies come from (MetaMask's Delegation Framework)",
          }),
          implementation: EvmAddressSchema.meta({
            description: 'The HybridDeleGator (EntryPoint v0.7) the smart account proxies delegate to',
          }),
          delegationManager: EvmAddressSchema.meta({
            description: "The DelegationManager (ERC-7710) that redeems the smart account's permissions",
          }),
          enforcers: z
            .object({
              nativeTokenTransferAmount: EvmAddressSchema,
              erc20TransferAmount: EvmAddressSchema,
              timestamp: EvmAddressSchema,
              exactCalldata: EvmAddressSchema,
              valueLte: EvmAddressSchema,
            })
            .meta({
              description: "The caveat enforcers the smart account's ERC-7715 permissions are made of",
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
