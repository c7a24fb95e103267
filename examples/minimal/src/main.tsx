import { createLatch } from '@latch/core'
import { defineNetwork, eip155Adapter } from '@latch/evm'
import { coinbaseWallet } from '@latch/evm/coinbase'
import { walletConnect } from '@latch/evm/walletconnect'
import { ConnectButton, LatchProvider } from '@latch/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const devnet = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency,
  rpcUrls: { default: { http: [import.meta.env.LATCH_RPC_31337 || 'http://127.0.0.1:8545'] } },
  testnet: true,
})
const devnet2 = defineNetwork({
  id: 31338,
  name: 'Latch Devnet 2',
  nativeCurrency,
  rpcUrls: { default: { http: [import.meta.env.LATCH_RPC_31338 || 'http://127.0.0.1:8546'] } },
  testnet: true,
})

// Remote pairing (with `walletConnect` below): the WalletConnect SDK loads only when pairing is used.
const evm = eip155Adapter({ walletConnect: walletConnect() })
const latch = createLatch({
  projectId: 'latch-dev',
  apiUrl: import.meta.env.LATCH_API_URL || 'http://127.0.0.1:8787',
  networks: [devnet, devnet2],
  // Built with LATCH_COINBASE=1, the Coinbase connector too: its SDK loads only when Coinbase is chosen.
  adapters: [import.meta.env.LATCH_COINBASE ? coinbaseWallet(evm) : evm],
  // The embedded wallet's frame (e-mail login), on its own origin; 127.0.0.1:8789 in development.
  ...(import.meta.env.LATCH_FRAME_URL ? { frameUrl: import.meta.env.LATCH_FRAME_URL } : {}),
  // Remote pairing when a WalletConnect project id is given at build time; the relay defaults to the public one.
  ...(import.meta.env.LATCH_WC_PROJECT_ID
    ? {
        walletConnect: {
          projectId: import.meta.env.LATCH_WC_PROJECT_ID,
          ...(import.meta.env.LATCH_RELAY_URL ? { relayUrl: import.meta.env.LATCH_RELAY_URL } : {}),
        },
      }
    : {}),
})

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <LatchProvider latch={latch}>
        <ConnectButton />
      </LatchProvider>
    </StrictMode>,
  )
