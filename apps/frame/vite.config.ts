import { defineConfig } from 'vite'

// The frame is plain TypeScript and DOM: no framework, so it is ready within a few milliseconds of loading.
export default defineConfig({
  build: { target: 'es2022', manifest: true, modulePreload: { polyfill: false } },
})
