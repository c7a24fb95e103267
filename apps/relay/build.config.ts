/** How `npm run build` bundles this service (scripts/deploy/buildService.ts): its cli, nothing read beside it. */
export default {}
