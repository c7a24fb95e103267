import { cardOnrampNetwork } from './cardOnrampNetwork.js'
import { createCoinbaseSessionToken } from './createCoinbaseSessionToken.js'
import type { OnrampSettings } from './onrampSettings.js'
import { signMoonpayUrl } from './signMoonpayUrl.js'

export type ProviderOrder = {
  purchaseId: string
  address: string
  /** CAIP-2 network the visitor is on. */
  network: string
  symbol: string
  fiatAmount: string
  fiatCurrency: string
  clientIp: string
  /** This server's public URL (the sandbox's page is served by it). */
  publicUrl: string
  nowSeconds: number
}

// MoonPay names a token on another chain than its home one with a suffix (usdc_base, usdc_sol).
const moonpaySuffix: Record<string, string> = {
  ethereum: '',
  base: '_base',
  polygon: '_polygon',
  arbitrum: '_arbitrum',
  optimism: '_optimism',
  'avalanche-c-chain': '_cchain',
  celo: '_celo',
  berachain: '_bera',
}

/**
 * The provider widget's URL for one purchase, as each provider documents it: Coinbase Onramp with a
 * session token (the address never in the URL), MoonPay with its HMAC-SHA256 `signature`, the sandbox
 * at this server's page. Card purchases go to the network's card on-ramp chain (ethereum by fallback).
 */
export async function buildProviderUrl(
  settings: OnrampSettings,
  provider: 'coinbase' | 'moonpay' | 'sandbox',
  order: ProviderOrder,
): Promise<string> {
  const solana = order.network.startsWith('solana:')
  const chain = solana ? 'solana' : cardOnrampNetwork(order.network)
  if (provider === 'coinbase' && settings.coinbase) {
    const sessionToken = await createCoinbaseSessionToken({
      key: settings.coinbase.key,
      tokenUrl: settings.coinbase.tokenUrl,
      address: order.address,
      blockchains: [chain],
      assets: [order.symbol],
      clientIp: order.clientIp,
      nowSeconds: order.nowSeconds,
    })
    const url = new URL('https://pay.coinbase.com/buy/select-asset')
    url.searchParams.set('sessionToken', sessionToken)
    url.searchParams.set('defaultNetwork', chain)
    url.searchParams.set('defaultAsset', order.symbol)
    url.searchParams.set('presetFiatAmount', order.fiatAmount)
    url.searchParams.set('fiatCurrency', order.fiatCurrency)
    url.searchParams.set('partnerUserRef', order.purchaseId)
    return url.toString()
  }
  if (provider === 'moonpay' && settings.moonpay) {
    const { publishableKey, secretKey } = settings.moonpay
    const url = new URL(
      publishableKey.startsWith('pk_test_') ? 'https://buy-sandbox.moonpay.com' : 'https://buy.moonpay.com',
    )
    url.searchParams.set('apiKey', publishableKey)
    url.searchParams.set(
      'currencyCode',
      `${order.symbol.toLowerCase()}${solana ? '_sol' : (moonpaySuffix[chain] ?? '')}`,
    )
    url.searchParams.set('walletAddress', order.address)
    url.searchParams.set('baseCurrencyCode', order.fiatCurrency.toLowerCase())
    url.searchParams.set('baseCurrencyAmount', order.fiatAmount)
    url.searchParams.set('externalTransactionId', order.purchaseId)
    return signMoonpayUrl(url.toString(), secretKey)
  }
  return `${order.publicUrl}/onramp/sandbox/${order.purchaseId}`
}
