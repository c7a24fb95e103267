import type { ChainDataContext } from '../chains/chainParams.js'
import type { AppContext } from '../context.js'
import type { OnrampSettings } from './onrampSettings.js'

/** What the on-ramp routes share. */
export type OnrampContext = {
  app: AppContext
  chainData: ChainDataContext
  settings: OnrampSettings
  /** This server's public URL: the sandbox's page and the webhook it calls are under it. */
  publicUrl: () => string
  /** The clock (ms); tests move it to age a webhook. */
  now: () => number
}
