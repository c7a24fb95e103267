// The name-service and sign-in tables are defined beside their routes; they are part of the server's schema here.
export * from '../names/namesTables.js'
export * from '../siwx/siwxTables.js'
