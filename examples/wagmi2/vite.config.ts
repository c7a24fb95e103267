import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
  // wagmi 2 sits in this example's node_modules, wagmi 3 at the root. Without this, `@latch/wagmi`'s sources and
  // the page shared with examples/wagmi would resolve `wagmi` from where they live (wagmi 3), and the page would
  // carry both majors with two configs that do not know each other: every import of `wagmi` resolves from here.
  resolve: { dedupe: ['wagmi', '@wagmi/core'] },
})
