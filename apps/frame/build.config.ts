/**
 * How `npm run build` bundles the frame's server (scripts/deploy/buildService.ts), after Vite built the page into
 * dist/: the server reads dist/ beside its modules at start, so build/ holds a copy. `buildFrame` imports Vite,
 * which only development and the tests call; the production server serves the prebuilt files.
 */
export default {
  copy: [['dist', 'dist']],
  devOnlyImports: ['vite'],
}
