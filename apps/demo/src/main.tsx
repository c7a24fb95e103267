import { createLatch, setLocale } from '@latch/core'
import { eip155Adapter } from '@latch/evm'
import { coinbaseWallet } from '@latch/evm/coinbase'
import { safe } from '@latch/evm/safe'
import { walletConnect } from '@latch/evm/walletconnect'
import { LatchProvider } from '@latch/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { latchConfigFromFlags, readDemoConfig, siwxFromFlags } from './config.js'
import './demo.css'

async function start() {
  const { locale, embedded, coinbase, ...config } = latchConfigFromFlags(readDemoConfig(), location.search)
  // Sign-in code loads only when a flag asks for it: the page without it stays as light as a dApp's.
  const siwx = await siwxFromFlags(location.search, config)
  // The Solana adapter loads only for a page with a Solana network, as a dApp that configures none never has it.
  const solana = config.networks.some((network) => network.chainNamespace === 'solana')
    ? [(await import('@latch/solana')).solanaAdapter()]
    : []
  // Likewise the bip122 adapter, only for a page with a Bitcoin network.
  const bitcoin = config.networks.some((network) => network.chainNamespace === 'bip122')
    ? [(await import('@latch/bitcoin')).bitcoinAdapter()]
    : []
  // And the polkadot adapter, only for a page with a Polkadot network.
  const polkadot = config.networks.some((network) => network.chainNamespace === 'polkadot')
    ? [(await import('@latch/polkadot')).polkadotAdapter()]
    : []
  // Remote pairing when the flags configure WalletConnect; its SDK loads only when pairing is used.
  const evm = eip155Adapter({ walletConnect: walletConnect() })
  const latch = createLatch({
    ...config,
    ...(siwx ? { siwx } : {}),
    adapters: [
      // Opened inside a Safe (a Safe app), the Safe connects by itself; a page not in a frame loads none of it.
      safe(coinbase ? coinbaseWallet(evm) : evm),
      ...solana,
      ...bitcoin,
      ...polkadot,
    ],
  })
  if (locale)
    setLocale(latch, locale)
    // For tests and the console: the instance of this page.
  ;(window as { latch?: typeof latch }).latch = latch

  const root = document.getElementById('root')
  if (root)
    createRoot(root).render(
      <StrictMode>
        <LatchProvider latch={latch}>
          <App embedded={embedded} />
        </LatchProvider>
      </StrictMode>,
    )
}

void start()
