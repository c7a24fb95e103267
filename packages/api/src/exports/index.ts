// The public API of @latch/api: the contract of every route the widget calls, one file per route family.
// The server imports the schemas; clients import only types (`import type`), so no zod reaches a bundle.

export * from '../analytics.js'
export * from '../balances.js'
export * from '../bundler.js'
export * from '../capabilities.js'
export * from '../catalogue.js'
export * from '../common.js'
export {
  type ApiRoute,
  defineRoute,
  type RouteBody,
  type RouteName,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '../defineRoute.js'
export * from '../embedded.js'
export * from '../embeddedPasskeys.js'
export * from '../history.js'
export * from '../logins.js'
export * from '../names.js'
export * from '../onramp.js'
export * from '../prices.js'
export * from '../rpc.js'
export * from '../siwx.js'
export * from '../swap.js'
