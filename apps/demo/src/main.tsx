import { createLatch, setLocale } from '@latch/core'
import { eip155Adapter } from '@latch/evm'
import { LatchProvider } from '@latch/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { latchConfigFromFlags, readDemoConfig } from './config.js'
import './demo.css'

const { locale, ...config } = latchConfigFromFlags(readDemoConfig(), location.search)
const latch = createLatch({ ...config, adapters: [eip155Adapter()] })
if (locale)
  setLocale(latch, locale)
  // For tests and the console: the instance of this page.
;(window as { latch?: typeof latch }).latch = latch

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <LatchProvider latch={latch}>
        <App />
      </LatchProvider>
    </StrictMode>,
  )
