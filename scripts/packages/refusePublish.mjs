#!/usr/bin/env node
// A package directory's manifest points its exports at the TypeScript sources, for the workspace; what is
// published is the staged manifest pointing at dist. `npm publish` (or `changeset publish`) from the package
// directory would publish the sources' manifest, so it stops here and says what to run instead.
console.error('Publish the built and checked tarballs instead: npm run release (see .changeset/README.md).')
process.exit(1)
