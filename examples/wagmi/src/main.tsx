import { createLatch } from '@latch/core'
import { eip155Adapter } from '@latch/evm'
import { LatchProvider } from '@latch/react'
import { createLatchWagmiConfig } from '@latch/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App.js'
import { latchConfig } from './config.js'

const latch = createLatch({ ...latchConfig, adapters: [eip155Adapter()] })
// wagmi's config with Latch as its one connector: the chains are Latch's networks.
const wagmiConfig = createLatchWagmiConfig({ latch })
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (root)
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
