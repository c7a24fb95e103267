'use client'
import type { Latch, ViewName } from '@latch/core'
import { type ComponentType, lazy } from 'react'
import type { Strings } from './i18n/en.js'
import { AccountView } from './views/AccountView.js'
import { ActivityView } from './views/ActivityView.js'
import { AllWalletsView } from './views/AllWalletsView.js'
import { ConnectingExternalView } from './views/ConnectingExternalView.js'
import { ConnectingFarcasterView } from './views/ConnectingFarcasterView.js'
import { ConnectingSiweView } from './views/ConnectingSiweView.js'
import { ConnectingSocialView } from './views/ConnectingSocialView.js'
import { ConnectingWalletConnectView } from './views/ConnectingWalletConnectView.js'
import { ConnectView } from './views/ConnectView.js'
import { ConnectWalletsView } from './views/ConnectWalletsView.js'
import { EmailVerifyDeviceView } from './views/EmailVerifyDeviceView.js'
import { EmailVerifyOtpView } from './views/EmailVerifyOtpView.js'
import {
  ApproveTransactionView,
  EmbeddedKeyExportView,
  EmbeddedWalletRecoveryView,
} from './views/EmbeddedFrameView.js'
import { NetworksView } from './views/NetworksView.js'
import { loadOnrampViews } from './views/onramp/loadOnrampViews.js'
import { ConnectingPasskeyView, EmbeddedWalletPasskeysView } from './views/PasskeyViews.js'
import { ProfileWalletsView } from './views/ProfileWalletsView.js'
import { ReceiveView } from './views/ReceiveView.js'
import { RegisterAccountNameSuccessView } from './views/RegisterAccountNameSuccessView.js'
import { RegisterAccountNameView } from './views/RegisterAccountNameView.js'
import { SIWXSignMessageView } from './views/SIWXSignMessageView.js'
import { loadSwapViews } from './views/swap/loadSwapViews.js'
import { UnsupportedChainView } from './views/UnsupportedChainView.js'
import { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView } from './views/UpdateEmailOtpViews.js'
import { UpdateEmailWalletView } from './views/UpdateEmailWalletView.js'
import { WalletConnectUnavailableView } from './views/WalletConnectUnavailableView.js'
import { WalletSendSelectTokenView } from './views/WalletSendSelectTokenView.js'
import { WalletSendView } from './views/WalletSendView.js'
import { useHasPairing } from './views/WalletsSection.js'

// The swap views are a chunk of their own, loaded when the Account view offers a swap or one is opened.
const SwapView = lazy(() => loadSwapViews().then((m) => ({ default: m.SwapView })))
const SwapPreviewView = lazy(() => loadSwapViews().then((m) => ({ default: m.SwapPreviewView })))
const SwapSelectTokenView = lazy(() => loadSwapViews().then((m) => ({ default: m.SwapSelectTokenView })))
// The on-ramp views too, loaded when "Buy crypto" is offered or opened.
const OnRampProvidersView = lazy(() => loadOnrampViews().then((m) => ({ default: m.OnRampProvidersView })))
const OnRampTokenSelectView = lazy(() =>
  loadOnrampViews().then((m) => ({ default: m.OnRampTokenSelectView })),
)
const BuyInProgressView = lazy(() => loadOnrampViews().then((m) => ({ default: m.BuyInProgressView })))

/** The component of each view. Any name that is not a view shows `ViewUnavailable`. */
export const views: Partial<Record<ViewName, ComponentType<{ latch: Latch }>>> = {
  Connect: ConnectView,
  ConnectWallets: ConnectWalletsView,
  AllWallets: AllWalletsView,
  ConnectingExternal: ConnectingExternalView,
  Account: AccountView,
  ProfileWallets: ProfileWalletsView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView,
  Receive: ReceiveView,
  Activity: ActivityView,
  ConnectingWalletConnectBasic: WalletConnectView,
  ConnectingWalletConnect: WalletConnectView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
  SIWXSignMessage: SIWXSignMessageView,
  ConnectingSiwe: ConnectingSiweView,
  Swap: SwapView,
  SwapPreview: SwapPreviewView,
  SwapSelectToken: SwapSelectTokenView,
  OnRampProviders: OnRampProvidersView,
  OnRampTokenSelect: OnRampTokenSelectView,
  BuyInProgress: BuyInProgressView,
  WalletSend: WalletSendView,
  WalletSendSelectToken: WalletSendSelectTokenView,
  EmailVerifyOtp: EmailVerifyOtpView,
  ConnectingSocial: ConnectingSocialView,
  ConnectingFarcaster: ConnectingFarcasterView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  EmbeddedWalletRecovery: EmbeddedWalletRecoveryView,
  ConnectingPasskey: ConnectingPasskeyView,
  EmbeddedWalletPasskeys: EmbeddedWalletPasskeysView,
  ApproveTransaction: ApproveTransactionView,
  EmbeddedKeyExport: EmbeddedKeyExportView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
}

/** Remote pairing when the instance has WalletConnect configured; otherwise a plain notice. */
function WalletConnectView({ latch }: { latch: Latch }) {
  return useHasPairing(latch) ? (
    <ConnectingWalletConnectView latch={latch} />
  ) : (
    <WalletConnectUnavailableView latch={latch} />
  )
}

/** The header's title of each view; a view without one shows the chosen wallet's name. */
export const titles: Partial<Record<ViewName, keyof Strings>> = {
  Connect: 'connectWallet',
  ConnectWallets: 'connectWallet',
  AllWallets: 'allWallets',
  Account: 'account',
  ProfileWallets: 'wallets',
  Networks: 'chooseNetwork',
  UnsupportedChain: 'switchNetwork',
  ConnectingWalletConnectBasic: 'walletConnect',
  Receive: 'receive',
  Activity: 'activity',
  RegisterAccountName: 'chooseName',
  RegisterAccountNameSuccess: 'chooseName',
  SIWXSignMessage: 'signIn',
  ConnectingSiwe: 'signIn',
  Swap: 'swap',
  SwapPreview: 'reviewSwap',
  SwapSelectToken: 'swapSelectToken',
  OnRampProviders: 'buyCrypto',
  OnRampTokenSelect: 'buyCrypto',
  BuyInProgress: 'buyCrypto',
  WalletSend: 'send',
  WalletSendSelectToken: 'selectToken',
  EmailVerifyOtp: 'confirmEmail',
  EmailVerifyDevice: 'registerDevice',
  EmbeddedWalletRecovery: 'yourWallet',
  ConnectingPasskey: 'continueWithPasskey',
  EmbeddedWalletPasskeys: 'passkeys',
  ApproveTransaction: 'approveTransaction',
  EmbeddedKeyExport: 'yourWallet',
  UpdateEmailWallet: 'editEmail',
  UpdateEmailPrimaryOtp: 'confirmCurrentEmail',
  UpdateEmailSecondaryOtp: 'confirmNewEmail',
}
