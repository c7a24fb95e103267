import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/** Writes the source modules of every chunk to `.vite/modules.json`, for size-budget.mjs to check. */
const moduleList = (): Plugin => ({
  name: 'latch-module-list',
  generateBundle(_, bundle) {
    const chunks = Object.values(bundle).flatMap((output) =>
      output.type === 'chunk' ? [{ file: output.fileName, modules: output.moduleIds }] : [],
    )
    this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks, null, 1) })
  },
})

// LATCH_API_URL, LATCH_RPC_31337 and LATCH_RPC_31338 are read at build time.
export default defineConfig({
  plugins: [react(), moduleList()],
  envPrefix: ['VITE_', 'LATCH_'],
  build: { manifest: true, target: 'es2022' },
})
