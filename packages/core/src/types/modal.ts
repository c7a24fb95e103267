import type { WalletEntry } from './catalogue.js'
import type { RecentWallet } from './connection.js'

// The modal's views, routes and alerts.

/** The modal's views. */
export type ViewName =
  | 'Connect'
  | 'ConnectWallets'
  | 'Account'
  | 'ProfileWallets'
  | 'AllWallets'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingWalletConnect'
  | 'ConnectingExternal'
  | 'Networks'
  | 'UnsupportedChain'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'Swap'
  | 'SwapPreview'
  | 'SwapSelectToken'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'Receive'
  | 'Activity'
  | 'WalletSend'
  | 'WalletSendSelectToken'
  | 'EmailVerifyOtp'
  | 'ConnectingSocial'
  | 'EmailVerifyDevice'
  | 'EmbeddedWalletRecovery'
  | 'EmbeddedKeyExport'
  | 'ConnectingPasskey'
  | 'EmbeddedWalletPasskeys'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  | 'OnRampProviders'
  | 'OnRampTokenSelect'
  | 'BuyInProgress'

/** Data carried by a route. */
export type RouteData = {
  connectorId?: string
  wallet?: WalletEntry | RecentWallet
  /** SwapSelectToken: which side of the swap the chosen token goes to. */
  swapTarget?: 'sourceToken' | 'toToken'
  /** E-mail login views: the address the code went to (or, for an e-mail change, the new address). */
  email?: string
  /** ConnectingSocial: the provider whose popup is open. */
  socialProvider?: import('./config.js').SocialProvider
  /** ConnectingFarcaster: the Sign In With Farcaster channel's URL (QR code and deep link), once the frame has it. */
  farcasterUrl?: string
  /** OnRampTokenSelect: the provider chosen on OnRampProviders. */
  onrampProvider?: import('./onramp.js').OnrampProviderId
  /** BuyInProgress: the purchase started, with what it buys. */
  onrampPurchase?: {
    id: string
    provider: import('./onramp.js').OnrampProviderId
    cryptoAmount: string
    symbol: string
  }
}

export type Route = { view: ViewName; data?: RouteData }

export type AlertVariant = 'error' | 'warning' | 'success' | 'info'

/**
 * A notice in the modal's snackbar. `title` and `message` are English (or the dApp's own words); `text` and
 * `messageText` are their keys in core's texts when core raised them, so the modal can translate them.
 */
export type Alert = {
  id: number
  variant: AlertVariant
  title: string
  message?: string
  text?: import('../texts/index.js').Text
  messageText?: import('../texts/index.js').Text
}
