import { z } from 'zod'
import { ProjectQuerySchema } from './common.js'
import { defineRoute } from './defineRoute.js'
import { IdentityProviderSchema } from './embedded.js'

/**
 * The embedded wallet's logins a project offers: what its operator configured on the server, less what the
 * server cannot serve (e-mail without a mailer, a social provider without an OAuth client).
 */
export const LoginMethodsSchema = z
  .object({
    email: z.boolean().meta({ description: 'The e-mail login (a code sent by mail) is offered' }),
    passkey: z.boolean().meta({ description: 'The login with a passkey (WebAuthn on the frame) is offered' }),
    socials: z.array(IdentityProviderSchema).meta({
      description: "The social logins offered, in the operator's order",
      example: ['google', 'github', 'farcaster'],
    }),
  })
  .meta({ id: 'LoginMethods' })

export type LoginMethods = z.infer<typeof LoginMethodsSchema>

/**
 * `GET /v1/logins`: the embedded wallet's logins the server offers for a project. The widget shows a login
 * method only when both the dApp and this answer name it.
 */
export const loginMethodsRoute = defineRoute({
  method: 'get',
  path: '/v1/logins',
  query: ProjectQuerySchema,
  response: LoginMethodsSchema,
})
