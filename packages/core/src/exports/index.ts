// The public API of @latch/core. Everything a dApp or another Latch package may use is exported here.

export {
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from '../actions/calls/getCallsStatus.js'
export {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from '../actions/calls/getCapabilities.js'
export {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from '../actions/calls/sendCalls.js'
export {
  type ShowCallsStatusErrorType,
  type ShowCallsStatusParameters,
  showCallsStatus,
} from '../actions/calls/showCallsStatus.js'
export { cancelSiwx } from '../actions/cancelSiwx.js'
export { type CloseModalReturnType, closeModal } from '../actions/closeModal.js'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../actions/connect.js'
export {
  type ConnectEmailErrorType,
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
  connectEmail,
} from '../actions/connectEmail.js'
export {
  type ConnectEmbeddedWalletReturnType,
  connectEmbeddedWallet,
} from '../actions/connectEmbeddedWallet.js'
export {
  type ConnectFarcasterErrorType,
  type ConnectFarcasterParameters,
  type ConnectFarcasterReturnType,
  connectFarcaster,
} from '../actions/connectFarcaster.js'
export {
  type ConnectPasskeyErrorType,
  type ConnectPasskeyReturnType,
  connectPasskey,
} from '../actions/connectPasskey.js'
export {
  type ConnectSocialErrorType,
  type ConnectSocialParameters,
  type ConnectSocialReturnType,
  connectSocial,
} from '../actions/connectSocial.js'
export { type DisconnectParameters, type DisconnectReturnType, disconnect } from '../actions/disconnect.js'
export { type DismissAlertParameters, dismissAlert } from '../actions/dismissAlert.js'
export {
  type ExportEmbeddedWalletKeyParameters,
  type ExportEmbeddedWalletKeyReturnType,
  exportEmbeddedWalletKey,
} from '../actions/exportEmbeddedWalletKey.js'
export {
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
} from '../actions/fetchBalance.js'
export {
  type FetchCapabilitiesErrorType,
  type FetchCapabilitiesReturnType,
  fetchCapabilities,
} from '../actions/fetchCapabilities.js'
export {
  type FetchIdentityErrorType,
  type FetchIdentityParameters,
  type FetchIdentityReturnType,
  fetchIdentity,
} from '../actions/fetchIdentity.js'
export { type FetchLoginMethodsReturnType, fetchLoginMethods } from '../actions/fetchLoginMethods.js'
export {
  type FetchNameSuggestionsErrorType,
  type FetchNameSuggestionsParameters,
  type FetchNameSuggestionsReturnType,
  fetchNameSuggestions,
  type NameSuggestion,
} from '../actions/fetchNameSuggestions.js'
export {
  type FetchOnrampProvidersErrorType,
  type FetchOnrampProvidersReturnType,
  fetchOnrampProviders,
} from '../actions/fetchOnrampProviders.js'
export {
  type FetchOnrampPurchaseErrorType,
  type FetchOnrampPurchaseReturnType,
  fetchOnrampPurchase,
} from '../actions/fetchOnrampPurchase.js'
export {
  type FetchOnrampQuoteErrorType,
  type FetchOnrampQuoteParameters,
  type FetchOnrampQuoteReturnType,
  fetchOnrampQuote,
} from '../actions/fetchOnrampQuote.js'
export {
  type FetchOnrampTokensErrorType,
  type FetchOnrampTokensReturnType,
  fetchOnrampTokens,
} from '../actions/fetchOnrampTokens.js'
export { type FetchSendGasPriceReturnType, fetchSendGasPrice } from '../actions/fetchSendGasPrice.js'
export {
  type FetchTokenBalancesParameters,
  type FetchTokenBalancesReturnType,
  fetchTokenBalances,
  TOKEN_BALANCE_UNAVAILABLE,
} from '../actions/fetchTokenBalances.js'
export {
  type FetchTransactionsErrorType,
  type FetchTransactionsParameters,
  type FetchTransactionsReturnType,
  fetchTransactions,
} from '../actions/fetchTransactions.js'
export {
  type FetchWalletsErrorType,
  type FetchWalletsParameters,
  type FetchWalletsReturnType,
  fetchWallets,
} from '../actions/fetchWallets.js'
export { type GetAccountReturnType, getAccount } from '../actions/getAccount.js'
export {
  type GetConfiguredLoginMethodsReturnType,
  getConfiguredLoginMethods,
} from '../actions/getConfiguredLoginMethods.js'
export {
  type ConnectionWithStatus,
  type GetConnectionsParameters,
  type GetConnectionsReturnType,
  getConnections,
} from '../actions/getConnections.js'
export { type GetConnectWalletsReturnType, getConnectWallets } from '../actions/getConnectWallets.js'
export {
  type GetIsLegalCheckboxShownReturnType,
  getIsLegalCheckboxShown,
} from '../actions/getIsLegalCheckboxShown.js'
export { getIsMobile } from '../actions/getIsMobile.js'
export { getIsOneClickSiwx } from '../actions/getIsOneClickSiwx.js'
export {
  type GetIsOnrampAvailableParameters,
  type GetIsOnrampAvailableReturnType,
  getIsOnrampAvailable,
  ONRAMP_RESTRICTED_TIMEZONES,
} from '../actions/getIsOnrampAvailable.js'
export { type GetIsSwapAvailableReturnType, getIsSwapAvailable } from '../actions/getIsSwapAvailable.js'
export { type GetLoginMethodsReturnType, getLoginMethods } from '../actions/getLoginMethods.js'
export {
  type GetNamespaceProfileReturnType,
  getNamespaceProfile,
} from '../actions/getNamespaceProfile.js'
export { type GetNetworkReturnType, getNetwork } from '../actions/getNetwork.js'
export { getNetworkImageUrl } from '../actions/getNetworkImageUrl.js'
export { type GetOpeningViewParameters, getOpeningView } from '../actions/getOpeningView.js'
export { type GetSendInputErrorReturnType, getSendInputError } from '../actions/getSendInputError.js'
export { type GetSocialProvidersReturnType, getSocialProviders } from '../actions/getSocialProviders.js'
export { getWalletImageUrl } from '../actions/getWalletImageUrl.js'
export {
  type GetWalletProviderParameters,
  type GetWalletProviderReturnType,
  getWalletProvider,
} from '../actions/getWalletProvider.js'
export { type GoBackReturnType, goBack } from '../actions/goBack.js'
export { type InitializeSiwxReturnType, initializeSiwx } from '../actions/initializeSiwx.js'
export {
  type LoadConnectWalletsErrorType,
  type LoadConnectWalletsReturnType,
  loadConnectWallets,
} from '../actions/loadConnectWallets.js'
export {
  type ManagePasskeysErrorType,
  type ManagePasskeysReturnType,
  managePasskeys,
} from '../actions/managePasskeys.js'
export { type NavigateParameters, navigate } from '../actions/navigate.js'
export { type OpenModalParameters, type OpenModalReturnType, openModal } from '../actions/openModal.js'
export { preloadAdapters } from '../actions/preloadAdapters.js'
export {
  type PreloadEmbeddedWalletParameters,
  preloadEmbeddedWallet,
} from '../actions/preloadEmbeddedWallet.js'
export { type ReconnectReturnType, reconnect } from '../actions/reconnect.js'
export { type RefreshTransactionsReturnType, refreshTransactions } from '../actions/refreshTransactions.js'
export {
  type RegisterAccountNameErrorType,
  type RegisterAccountNameParameters,
  type RegisterAccountNameReturnType,
  registerAccountName,
} from '../actions/registerAccountName.js'
export { type ReplaceViewParameters, replaceView } from '../actions/replaceView.js'
export {
  type RequestSiwxSignInErrorType,
  type RequestSiwxSignInReturnType,
  requestSiwxSignIn,
} from '../actions/requestSiwxSignIn.js'
export { resetSend } from '../actions/resetSend.js'
export { resetTransactions } from '../actions/resetTransactions.js'
export {
  type ResolveNameErrorType,
  type ResolveNameParameters,
  type ResolveNameReturnType,
  resolveName,
} from '../actions/resolveName.js'
export {
  findInstalledConnector,
  type SelectWalletParameters,
  type SelectWalletReturnType,
  selectWallet,
} from '../actions/selectWallet.js'
export {
  SEND_FAILED,
  SEND_FAILED_SOLANA,
  SEND_STARTED,
  type SendTokenErrorType,
  type SendTokenReturnType,
  sendToken,
} from '../actions/sendToken.js'
export {
  type SetLegalCheckboxAcceptedParameters,
  setLegalCheckboxAccepted,
} from '../actions/setLegalCheckboxAccepted.js'
export { setLocale } from '../actions/setLocale.js'
export { type SetModalEmbeddedParameters, setModalEmbedded } from '../actions/setModalEmbedded.js'
export { setModalLoading } from '../actions/setModalLoading.js'
export {
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType,
} from '../actions/setPreferredAccountType.js'
export { type SetSendAmountParameters, setSendAmount } from '../actions/setSendAmount.js'
export { type SetSendReceiverParameters, setSendReceiver } from '../actions/setSendReceiver.js'
export { type SetSendTokenParameters, setSendToken } from '../actions/setSendToken.js'
export { setThemeMode } from '../actions/setThemeMode.js'
export { setThemeVariables } from '../actions/setThemeVariables.js'
export { shakeModal } from '../actions/shakeModal.js'
export { type ShowAlertParameters, type ShowAlertReturnType, showAlert } from '../actions/showAlert.js'
export { type ShowEmbeddedWalletParameters, showEmbeddedWallet } from '../actions/showEmbeddedWallet.js'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from '../actions/signMessage.js'
export {
  type StartOnrampPurchaseErrorType,
  type StartOnrampPurchaseParameters,
  type StartOnrampPurchaseReturnType,
  startOnrampPurchase,
} from '../actions/startOnrampPurchase.js'
export {
  type BuildSwapTransactionReturnType,
  buildSwapTransaction,
} from '../actions/swap/buildSwapTransaction.js'
export {
  type FetchSwapBalancesParameters,
  type FetchSwapBalancesReturnType,
  fetchSwapBalances,
} from '../actions/swap/fetchSwapBalances.js'
export { type InitializeSwapReturnType, initializeSwap } from '../actions/swap/initializeSwap.js'
export { type QuoteSwapReturnType, quoteSwap } from '../actions/swap/quoteSwap.js'
export { resetSwap } from '../actions/swap/resetSwap.js'
export { type SendSwapParameters, type SendSwapReturnType, sendSwap } from '../actions/swap/sendSwap.js'
export { type SendSwapApprovalReturnType, sendSwapApproval } from '../actions/swap/sendSwapApproval.js'
export {
  type SetSwapSourceTokenParameters,
  setSwapSourceToken,
} from '../actions/swap/setSwapSourceToken.js'
export {
  type SetSwapSourceTokenAmountParameters,
  setSwapSourceTokenAmount,
} from '../actions/swap/setSwapSourceTokenAmount.js'
export { type SetSwapToTokenParameters, setSwapToToken } from '../actions/swap/setSwapToToken.js'
export { type SubmitSwapReturnType, submitSwap } from '../actions/swap/submitSwap.js'
export { switchSwapTokens } from '../actions/swap/switchSwapTokens.js'
export {
  type SwitchAccountErrorType,
  type SwitchAccountParameters,
  type SwitchAccountReturnType,
  switchAccount,
} from '../actions/switchAccount.js'
export {
  type SwitchConnectionErrorType,
  type SwitchConnectionParameters,
  type SwitchConnectionReturnType,
  switchConnection,
} from '../actions/switchConnection.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from '../actions/switchNetwork.js'
export { type TrackEventParameters, type TrackEventReturnType, trackEvent } from '../actions/trackEvent.js'
export {
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from '../actions/updateEmail.js'
export {
  type VerifyEmailOtpParameters,
  type VerifyEmailOtpReturnType,
  verifyEmailOtp,
} from '../actions/verifyEmailOtp.js'
export {
  type VerifyUpdateEmailOtpParameters,
  type VerifyUpdateEmailOtpReturnType,
  verifyUpdateEmailOtp,
} from '../actions/verifyUpdateEmailOtp.js'
export { type WaitForEmailDeviceReturnType, waitForEmailDevice } from '../actions/waitForEmailDevice.js'
export {
  type WatchEventsParameters,
  type WatchEventsReturnType,
  watchEvents,
} from '../actions/watchEvents.js'
export {
  type WatchPendingTransactionErrorType,
  type WatchPendingTransactionParameters,
  type WatchPendingTransactionReturnType,
  watchPendingTransaction,
} from '../actions/watchPendingTransaction.js'
export { type WatchTransactionsReturnType, watchTransactions } from '../actions/watchTransactions.js'
export * from '../constants.js'
export { type CreateLatchParameters, type CreateLatchReturnType, createLatch } from '../createLatch.js'
export {
  AnalyticsForbiddenError,
  ApiRequestError,
  ApiUrlRequiredError,
  FrameUrlRequiredError,
} from '../errors/api.js'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base.js'
export { InvalidAddressError, InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip.js'
export { CallsNotSupportedError, InvalidCallError } from '../errors/calls.js'
export {
  AccountNotFoundError,
  AdapterNotFoundError,
  ConnectionFailedError,
  ConnectionNotAvailableError,
  ConnectorNotFoundError,
  ProviderNotFoundError,
  UserRejectedRequestError,
} from '../errors/connection.js'
export {
  InvalidAccountNameError,
  NameSuggestionsError,
  RegisterNameError,
  ResolveNameError,
  ReverseNameError,
} from '../errors/names.js'
export {
  InvalidChainIdError,
  NetworkNotFoundError,
  SwitchChainNotSupportedError,
  SwitchNetworkFailedError,
  UnsupportedChainError,
} from '../errors/network.js'
export { InvalidSendInputError } from '../errors/send.js'
export { SignMessageFailedError } from '../errors/sign.js'
export {
  SIWXAddressNotFoundError,
  SIWXClientNotFoundError,
  SIWXInitializeError,
  SIWXNetworkNotFoundError,
  SIWXNotEnabledError,
  SIWXSignatureDeclinedError,
  SIWXSmartAccountError,
} from '../errors/siwx.js'
export { SocialLoginTimeoutError } from '../errors/social.js'
export {
  INSUFFICIENT_BALANCE,
  SwapAddressNotFoundError,
  SwapAllowanceError,
  SwapApprovalBuildError,
  SwapIncorrectAmountError,
  SwapInitializationError,
  SwapNetworkPriceError,
  SwapTransactionBuildError,
} from '../errors/swap.js'
export { TransactionFailedError } from '../errors/transaction.js'
export { TransactionsAccountNotFoundError, TransactionsFetchError } from '../errors/transactions.js'
export { getModalHost } from '../internal/getModalHost.js'
export { fillText } from '../texts/fillText.js'
export { type ShownText, type Text, type TextKey, texts } from '../texts/index.js'
export { textOf } from '../texts/textOf.js'
export type {
  WalletConnectNamespace,
  WalletConnectProviderLike,
  WalletConnectSession,
} from '../types/walletConnect.js'
export type {
  AccountType,
  Adapter,
  AdapterConnection,
  AdapterContext,
  AdapterRuntime,
  Alert,
  AlertVariant,
  AtomicStatus,
  Balance,
  BrowsedPage,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  CallsReceipt,
  CallsStatus,
  ChainNamespace,
  Connection,
  ConnectionAccount,
  ConnectionStatus,
  ConnectMethod,
  Connector,
  ConnectorDiscovery,
  ConnectorType,
  ConnectWallets,
  Eip1193Provider,
  Eip6963ProviderInfo,
  EmbeddedWalletSession,
  Features,
  InWalletBrowser,
  KnownChainNamespaces,
  Latch,
  LatchConfig,
  LatchEvent,
  LatchEventName,
  LatchInitialState,
  LatchState,
  LatchStorage,
  LatchStore,
  LogLevel,
  Metadata,
  NamespaceBalances,
  NamespaceFeatures,
  NamespaceFee,
  NamespaceProfile,
  OnrampProvider,
  OnrampProviderId,
  OnrampQuote,
  PersistedState,
  RecentWallet,
  ResolvedThemeMode,
  Route,
  RouteData,
  SendFailedText,
  SendState,
  SentCalls,
  ServerCapabilities,
  ServerLoginMethods,
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXNamespace,
  SIWXSession,
  SIWXVerifier,
  SocialProvider,
  SwapState,
  SwapToken,
  SwapTransaction,
  ThemeMode,
  ThemeVariables,
  TokenBalance,
  TokenBalances,
  Transaction,
  TransactionOperationType,
  TransactionsState,
  TransactionTransfer,
  ViewName,
  WalletAsset,
  WalletCall,
  WalletCapabilities,
  WalletConnectConfig,
  WalletEntry,
  WalletFeature,
  WalletInfo,
  WalletPage,
  WalletTransaction,
} from '../types.js'
export { chainIdToCoinType } from '../utils/chainIdToCoinType.js'
export { cookieStorage } from '../utils/cookieStorage.js'
export { cookieToInitialState } from '../utils/cookieToInitialState.js'
export { createMemoryStorage } from '../utils/createMemoryStorage.js'
export { eip155Profile } from '../utils/eip155Profile.js'
export { filterTransactions, isSpamTransaction } from '../utils/filterTransactions.js'
export { formatBalance } from '../utils/formatBalance.js'
export { formatCaipAddress } from '../utils/formatCaipAddress.js'
export { formatCaipNetworkId } from '../utils/formatCaipNetworkId.js'
export { formatTransactionQuantity } from '../utils/formatTransactionQuantity.js'
export { formatUnits } from '../utils/formatUnits.js'
export { formatWalletConnectLink } from '../utils/formatWalletConnectLink.js'
export {
  type AdapterServiceKey,
  defineAdapterService,
  getAdapterService,
} from '../utils/getAdapterService.js'
export {
  getTransactionGroupTitle,
  groupTransactionsByYearAndMonth,
  type TransactionGroup,
} from '../utils/groupTransactionsByYearAndMonth.js'
export { isCaipAddress } from '../utils/isCaipAddress.js'
export { isCaipNetworkId } from '../utils/isCaipNetworkId.js'
export { isEvmAddress } from '../utils/isEvmAddress.js'
export { type IsInsufficientGasParameters, isInsufficientGas } from '../utils/isInsufficientGas.js'
export { isKnownNamespace } from '../utils/isKnownNamespace.js'
export { isValidReceiver } from '../utils/isValidReceiver.js'
export { isWalletAsset } from '../utils/isWalletAsset.js'
export { isWalletGetAssetsResponse } from '../utils/isWalletGetAssetsResponse.js'
export { mergeConnectors } from '../utils/mergeConnectors.js'
export { migrateState } from '../utils/migrateState.js'
export { normalizeConnectorName } from '../utils/normalizeConnectorName.js'
export { type ParseCaipAddressReturnType, parseCaipAddress } from '../utils/parseCaipAddress.js'
export { type ParseCaipNetworkIdReturnType, parseCaipNetworkId } from '../utils/parseCaipNetworkId.js'
export { parseUnits } from '../utils/parseUnits.js'
export { defaultFeatures, resolveFeatures } from '../utils/resolveFeatures.js'
export { resolveThemeMode } from '../utils/resolveThemeMode.js'
export { sanitizeThemeVariables } from '../utils/sanitizeThemeVariables.js'
export { sendGasUnits } from '../utils/sendGasUnits.js'
export { truncateAddress } from '../utils/truncateAddress.js'
export { truncateDecimals } from '../utils/truncateDecimals.js'
export { validateAccountName } from '../utils/validateAccountName.js'
export {
  type SendInputError,
  type ValidateSendInputParameters,
  validateSendInput,
} from '../utils/validateSendInput.js'
export { walletAssetToTokenBalance } from '../utils/walletAssetToTokenBalance.js'
export { getWalletConnectAccount } from '../walletConnect/getWalletConnectAccount.js'
export { getWalletConnectNamespaces } from '../walletConnect/getWalletConnectNamespaces.js'
export { getWalletConnectSession } from '../walletConnect/getWalletConnectSession.js'
export { joinWalletConnectSession } from '../walletConnect/joinWalletConnectSession.js'
export { provideWalletConnectSession } from '../walletConnect/provideWalletConnectSession.js'
