import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// The frame is plain TypeScript and DOM: no framework, so it is ready within a few milliseconds of loading. Two
// pages: the frame itself, and the approval window it opens where it cannot prove that the visitor sees it.
export default defineConfig({
  build: {
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        frame: fileURLToPath(new URL('index.html', import.meta.url)),
        approve: fileURLToPath(new URL('approve.html', import.meta.url)),
      },
    },
  },
})
