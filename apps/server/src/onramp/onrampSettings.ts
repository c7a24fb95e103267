import type { OnrampProvider, OnrampProviderId } from '@latch/api'
import type { Hex } from 'viem'
import type { CoinbaseApiKey } from './createCoinbaseSessionToken.js'

/** The on-ramp providers this server holds keys for. Keys come from the environment and are never logged. */
export type OnrampSettings = {
  /** Coinbase Onramp: a CDP secret API key, for session tokens. */
  coinbase?: { key: CoinbaseApiKey; tokenUrl?: string | undefined } | undefined
  /** MoonPay: the publishable key in the URL, the secret key that signs it, the webhook key that checks callbacks. */
  moonpay?: { publishableKey: string; secretKey: string; webhookKey: string } | undefined
  /**
   * The sandbox provider (development and tests only): its page takes a test card and mints the amount on
   * the devnet with the token's minter key (on Solana: the mint authority's base58 secret key, which also
   * pays out SOL), then calls the webhook signed with `webhookSecret`.
   */
  sandbox?:
    | { minterPrivateKey: Hex; solanaMinterSecretKey?: string | undefined; webhookSecret: string }
    | undefined
}

/** The sandbox's fee, inside the 1-2% range providers charge. */
export const sandboxFeeRate = 0.015

/** Each provider as the widget lists it: its fee (1-2%) and the namespaces it delivers to. */
export const onrampProviderInfo: readonly Omit<OnrampProvider, 'available'>[] = [
  { id: 'coinbase', name: 'Coinbase', feeRange: { min: 1, max: 2 }, namespaces: ['eip155'], sandbox: false },
  {
    id: 'moonpay',
    name: 'MoonPay',
    feeRange: { min: 1, max: 2 },
    namespaces: ['eip155', 'solana'],
    sandbox: false,
  },
  {
    id: 'sandbox',
    name: 'Sandbox',
    feeRange: { min: 1.5, max: 1.5 },
    namespaces: ['eip155', 'solana'],
    sandbox: true,
  },
]

export const isOnrampProviderAvailable = (settings: OnrampSettings, id: OnrampProviderId) =>
  settings[id] !== undefined

/**
 * Reads the providers' keys from the environment: COINBASE_ONRAMP_KEY_NAME and COINBASE_ONRAMP_KEY_SECRET;
 * MOONPAY_PUBLISHABLE_KEY, MOONPAY_SECRET_KEY and MOONPAY_WEBHOOK_KEY; LATCH_ONRAMP_SANDBOX_MINTER_KEY and
 * LATCH_ONRAMP_SANDBOX_WEBHOOK_SECRET (and LATCH_ONRAMP_SANDBOX_SOLANA_MINTER_KEY to deliver on Solana). A
 * provider is on when all of its variables are set.
 */
export function parseOnrampSettingsEnv(env: Record<string, string | undefined>): OnrampSettings {
  const settings: OnrampSettings = {}
  if (env.COINBASE_ONRAMP_KEY_NAME && env.COINBASE_ONRAMP_KEY_SECRET) {
    settings.coinbase = {
      key: { name: env.COINBASE_ONRAMP_KEY_NAME, secret: env.COINBASE_ONRAMP_KEY_SECRET },
    }
  }
  if (env.MOONPAY_PUBLISHABLE_KEY && env.MOONPAY_SECRET_KEY && env.MOONPAY_WEBHOOK_KEY) {
    settings.moonpay = {
      publishableKey: env.MOONPAY_PUBLISHABLE_KEY,
      secretKey: env.MOONPAY_SECRET_KEY,
      webhookKey: env.MOONPAY_WEBHOOK_KEY,
    }
  }
  if (env.LATCH_ONRAMP_SANDBOX_MINTER_KEY && env.LATCH_ONRAMP_SANDBOX_WEBHOOK_SECRET) {
    settings.sandbox = {
      minterPrivateKey: env.LATCH_ONRAMP_SANDBOX_MINTER_KEY as Hex,
      solanaMinterSecretKey: env.LATCH_ONRAMP_SANDBOX_SOLANA_MINTER_KEY || undefined,
      webhookSecret: env.LATCH_ONRAMP_SANDBOX_WEBHOOK_SECRET,
    }
  }
  return settings
}
