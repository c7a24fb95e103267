// The types of core, one file per domain under types/. This file gathers them so that a module imports
// every type from one place, as before the split.

export type * from './types/adapter.js'
export type * from './types/analytics.js'
export type * from './types/balances.js'
export type * from './types/caip.js'
export type * from './types/calls.js'
export type * from './types/capabilities.js'
export type * from './types/catalogue.js'
export type * from './types/config.js'
export type * from './types/connection.js'
export type * from './types/embedded.js'
export type * from './types/latch.js'
export type * from './types/modal.js'
export type * from './types/onramp.js'
export type * from './types/siwx.js'
export type * from './types/swap.js'
export type * from './types/transactions.js'
