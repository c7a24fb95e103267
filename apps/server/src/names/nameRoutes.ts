import { createRoute } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { and, asc, eq, sql } from 'drizzle-orm'
import { createProfileApp, profileErrorResponse } from './createProfileApp.js'
import type { ProfileContext } from './nameServiceContext.js'
import { profileNames } from './namesTables.js'
import { defaultNameSuffixes, parseProfileName } from './parseProfileName.js'
import { NameNotFoundError, ProfileError } from './profileErrors.js'
import { registerName } from './registerName.js'
import { suggestNames } from './suggestNames.js'
import { toNameRecord } from './toNameRecord.js'

/** Most names answered for one address. */
export const reverseLookupLimit = 100

const lookupRoute = createRoute({
  method: api.lookupNameRoute.method,
  path: api.lookupNameRoute.path,
  summary: 'Resolve a name (with its suffix) to its account',
  request: { params: api.lookupNameRoute.params, query: api.lookupNameRoute.query },
  responses: {
    200: {
      description: 'The name',
      content: { 'application/json': { schema: api.lookupNameRoute.response } },
    },
    400: profileErrorResponse('Invalid name or parameter'),
    403: profileErrorResponse('Unknown project'),
    404: profileErrorResponse('No such name'),
  },
})

const suggestionsRoute = createRoute({
  method: api.nameSuggestionsRoute.method,
  path: api.nameSuggestionsRoute.path,
  summary: 'The wanted name with whether it is taken, and free names built from it',
  request: { params: api.nameSuggestionsRoute.params, query: api.nameSuggestionsRoute.query },
  responses: {
    200: {
      description: 'Suggestions, the wanted name first',
      content: { 'application/json': { schema: api.nameSuggestionsRoute.response } },
    },
    400: profileErrorResponse('Invalid name, zone or parameter'),
    403: profileErrorResponse('Unknown project'),
  },
})

const reverseRoute = createRoute({
  method: api.reverseNameRoute.method,
  path: api.reverseNameRoute.path,
  summary: 'The names registered for an address, oldest first',
  request: { params: api.reverseNameRoute.params, query: api.reverseNameRoute.query },
  responses: {
    200: {
      description: 'Names (possibly none)',
      content: { 'application/json': { schema: api.reverseNameRoute.response } },
    },
    400: profileErrorResponse('Invalid address or parameter'),
    403: profileErrorResponse('Unknown project'),
  },
})

const registerRoute = createRoute({
  method: api.registerNameRoute.method,
  path: api.registerNameRoute.path,
  summary: 'Register a name for the account that signed the message',
  description:
    'The message is the JSON text { name, attributes, timestamp } signed with personal_sign by `address` ' +
    '(an EOA, or a contract wallet through ERC-1271 on the chain of `coinType`). It must be at most 10 minutes ' +
    'old, and each message registers once.',
  request: {
    query: api.registerNameRoute.query,
    body: { required: true, content: { 'application/json': { schema: api.registerNameRoute.body } } },
  },
  responses: {
    201: {
      description: 'Registered',
      content: { 'application/json': { schema: api.registerNameRoute.response } },
    },
    400: profileErrorResponse('Invalid body, message, name, coin type (Invalid chainId) or timestamp'),
    401: profileErrorResponse('The signature was not made by the address'),
    403: profileErrorResponse('Unknown project'),
    409: profileErrorResponse('The name is taken, or the message was already used'),
    502: profileErrorResponse("The contract wallet's chain did not answer"),
  },
})

/**
 * The name service under `/v1/profile`: lookup, suggestions, reverse lookup and registration.
 *
 * @example
 * app.route('/', createNameRoutes({ db, projects, verifySignature }))
 */
export function createNameRoutes(context: ProfileContext) {
  const suffixes = context.nameSuffixes ?? defaultNameSuffixes
  // Prepared once: lookups are the hot path, and planning them again on every request costs a third of the time.
  const lookupName = context.db
    .select()
    .from(profileNames)
    .where(eq(profileNames.name, sql.placeholder('name')))
    .limit(1)
    .prepare('profile_lookup_name')
  const namesOfAddress = context.db
    .select()
    .from(profileNames)
    .where(eq(profileNames.address, sql.placeholder('address')))
    .orderBy(asc(profileNames.registeredAt))
    .limit(reverseLookupLimit)
    .prepare('profile_names_of_address')
  const namesOfAddressAndCoin = context.db
    .select()
    .from(profileNames)
    .where(
      and(
        eq(profileNames.address, sql.placeholder('address')),
        eq(profileNames.coinType, sql.placeholder('coinType')),
      ),
    )
    .orderBy(asc(profileNames.registeredAt))
    .limit(reverseLookupLimit)
    .prepare('profile_names_of_address_coin')
  return createProfileApp()
    .openapi(lookupRoute, async (c) => {
      const { name } = parseProfileName(c.req.valid('param').name, suffixes)
      const [row] = await lookupName.execute({ name })
      if (!row) throw new NameNotFoundError(name)
      return c.json(toNameRecord(row), 200)
    })
    .openapi(suggestionsRoute, async (c) => {
      const query = c.req.valid('query')
      const suffix = query.zone === undefined ? suffixes[0] : suffixes.find((s) => s === `.${query.zone}`)
      if (!suffix) {
        throw new ProfileError(
          400,
          'INVALID_ZONE',
          `Unknown zone ${query.zone}; names end in ${suffixes.join(' or ')}`,
        )
      }
      let label = c.req.valid('param').name.trim().toLowerCase()
      if (label.endsWith(suffix)) label = label.slice(0, -suffix.length)
      return c.json({ suggestions: await suggestNames(context.db, label, suffix) }, 200)
    })
    .openapi(reverseRoute, async (c) => {
      const query = c.req.valid('query')
      const address = c.req.valid('param').address.toLowerCase()
      const rows =
        query.coinType === undefined
          ? await namesOfAddress.execute({ address })
          : await namesOfAddressAndCoin.execute({ address, coinType: query.coinType })
      return c.json(rows.map(toNameRecord), 200)
    })
    .openapi(registerRoute, async (c) => {
      const body = c.req.valid('json')
      const record = await registerName(context, {
        projectId: c.get('project').id,
        coinType: body.coinType,
        address: body.address as `0x${string}`,
        signature: body.signature as `0x${string}`,
        message: body.message,
      })
      return c.json(record, 201)
    })
}
