import { createLatch } from '@latch/core'
import { eip155Adapter } from '@latch/evm'
import { LatchProvider } from '@latch/react'
import { createLatchWagmiConfig } from '@latch/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ComponentType, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { latchConfig } from './config.js'

/**
 * Latch, then wagmi's config with Latch as its one connector (the chains are Latch's networks), then the page:
 * the same on wagmi 2 and 3 (examples/wagmi2 mounts its own `App` with it).
 */
export function mountExample(App: ComponentType) {
  const latch = createLatch({ ...latchConfig, adapters: [eip155Adapter()] })
  const wagmiConfig = createLatchWagmiConfig({ latch })
  const queryClient = new QueryClient()
  const root = document.getElementById('root')
  if (!root) return
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <LatchProvider latch={latch}>
            <App />
          </LatchProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}
