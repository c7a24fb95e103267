// The name-service, sign-in and embedded-wallet tables are defined beside their routes; they are part of the server's schema here.

export * from '../embedded/embeddedTables.js'
export * from '../names/namesTables.js'
export * from '../siwx/siwxTables.js'
