import { fileURLToPath } from 'node:url'
import { mergeConfig } from 'vite'
import standalone from '../../packages/elements/vite.config.js'

/**
 * The page (public/) and, beside it, latch.js as @latch/elements publishes it (dist/standalone/), built
 * from the sources: what a site without a bundler copies next to its own pages.
 */
export default mergeConfig(standalone, {
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  build: {
    outDir: 'dist',
    lib: { entry: fileURLToPath(new URL('../../packages/elements/src/exports/index.ts', import.meta.url)) },
  },
})
