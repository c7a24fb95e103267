// The rate-limit table is defined beside its middleware; it is part of the server's schema here.
export * from '../access/accessTables.js'
