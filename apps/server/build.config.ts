/**
 * How `npm run build` bundles the server (scripts/deploy/buildService.ts): the migrations and the wallet
 * catalogue's data are read at run time beside the modules that open them, so build/ holds them too.
 */
export default {
  copy: [
    ['drizzle', 'drizzle'],
    ['data', 'data'],
  ],
}
