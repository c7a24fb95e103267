// The server's schema: every area defines its tables beside its code (`<area>/<area>Tables.ts`, importing
// drizzle and other tables only); this index gathers them for drizzle-kit (`drizzle.config.ts`) and for the
// typed connection (`createDatabase`). It is the one place `db/` reaches into the areas.
export * from '../access/accessTables.js'
export * from '../analytics/analyticsTables.js'
export * from '../catalogue/catalogueTables.js'
export * from '../embedded/embeddedTables.js'
export * from '../embedded/passkeyTables.js'
export * from '../indexer/indexerTables.js'
export * from '../names/namesTables.js'
export * from '../onramp/onrampTables.js'
export * from '../polkadot/polkadotTables.js'
export * from '../projects/projectsTables.js'
export * from '../siwx/siwxTables.js'
export * from '../smartAccounts/smartAccountsTables.js'
export * from '../solana/solanaTables.js'
export * from '../tokens/tokensTables.js'
export * from './serverTables.js'
