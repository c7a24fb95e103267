import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * dist/standalone/latch.js: the package's entry with everything it imports, for a page that loads it with one
 * `<script type="module">` and no bundler. Its lazy chunks (React and the modal, the chain library, the
 * WalletConnect SDK, each locale) sit beside it in chunks/, fetched relative to latch.js.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // A library build leaves process.env alone; React reads it to pick its production build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist/standalone',
    emptyOutDir: true,
    manifest: true,
    lib: { entry: 'src/exports/index.ts', formats: ['es'], fileName: 'latch' },
    rollupOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
    // The WalletConnect SDK is one large chunk, loaded only when a visitor pairs.
    chunkSizeWarningLimit: 800,
  },
})
