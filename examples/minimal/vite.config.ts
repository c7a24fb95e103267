import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// LATCH_API_URL, LATCH_RPC_31337 and LATCH_RPC_31338 are read at build time.
export default defineConfig({
  plugins: [react()],
  envPrefix: ['VITE_', 'LATCH_'],
  build: { manifest: true, target: 'es2022' },
})
