// The public API of @latch/core. Everything a dApp or another Latch package may use is exported here.

export { type CloseModalReturnType, closeModal } from '../actions/closeModal.js'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../actions/connect.js'
export { type DisconnectParameters, type DisconnectReturnType, disconnect } from '../actions/disconnect.js'
export { type DismissAlertParameters, dismissAlert } from '../actions/dismissAlert.js'
export {
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
} from '../actions/fetchBalance.js'
export { type FetchSendGasPriceReturnType, fetchSendGasPrice } from '../actions/fetchSendGasPrice.js'
export {
  type FetchTokenBalancesParameters,
  type FetchTokenBalancesReturnType,
  fetchTokenBalances,
  TOKEN_BALANCE_UNAVAILABLE,
} from '../actions/fetchTokenBalances.js'
export {
  type FetchWalletsErrorType,
  type FetchWalletsParameters,
  type FetchWalletsReturnType,
  fetchWallets,
} from '../actions/fetchWallets.js'
export { type GetAccountReturnType, getAccount } from '../actions/getAccount.js'
export { getIsMobile } from '../actions/getIsMobile.js'
export { type GetNetworkReturnType, getNetwork } from '../actions/getNetwork.js'
export { getNetworkImageUrl } from '../actions/getNetworkImageUrl.js'
export { type GetOpeningViewParameters, getOpeningView } from '../actions/getOpeningView.js'
export { type GetSendInputErrorReturnType, getSendInputError } from '../actions/getSendInputError.js'
export { getWalletImageUrl } from '../actions/getWalletImageUrl.js'
export { type GoBackReturnType, goBack } from '../actions/goBack.js'
export { type NavigateParameters, navigate } from '../actions/navigate.js'
export { type OpenModalParameters, type OpenModalReturnType, openModal } from '../actions/openModal.js'
export { preloadAdapters } from '../actions/preloadAdapters.js'
export { type ReconnectReturnType, reconnect } from '../actions/reconnect.js'
export { type ReplaceViewParameters, replaceView } from '../actions/replaceView.js'
export { resetSend } from '../actions/resetSend.js'
export {
  type ResolveReceiverNameParameters,
  type ResolveReceiverNameReturnType,
  resolveReceiverName,
} from '../actions/resolveReceiverName.js'
export {
  findInstalledConnector,
  type SelectWalletParameters,
  type SelectWalletReturnType,
  selectWallet,
} from '../actions/selectWallet.js'
export {
  SEND_FAILED,
  SEND_STARTED,
  type SendTokenErrorType,
  type SendTokenReturnType,
  sendToken,
} from '../actions/sendToken.js'
export { setLocale } from '../actions/setLocale.js'
export { setModalLoading } from '../actions/setModalLoading.js'
export { type SetSendAmountParameters, setSendAmount } from '../actions/setSendAmount.js'
export { type SetSendReceiverParameters, setSendReceiver } from '../actions/setSendReceiver.js'
export { type SetSendTokenParameters, setSendToken } from '../actions/setSendToken.js'
export { setThemeMode } from '../actions/setThemeMode.js'
export { setThemeVariables } from '../actions/setThemeVariables.js'
export { shakeModal } from '../actions/shakeModal.js'
export { type ShowAlertParameters, type ShowAlertReturnType, showAlert } from '../actions/showAlert.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from '../actions/switchNetwork.js'
export { type TrackEventParameters, type TrackEventReturnType, trackEvent } from '../actions/trackEvent.js'
export {
  type WatchEventsParameters,
  type WatchEventsReturnType,
  watchEvents,
} from '../actions/watchEvents.js'
export * from '../constants.js'
export { type CreateLatchParameters, type CreateLatchReturnType, createLatch } from '../createLatch.js'
export { AnalyticsForbiddenError, ApiRequestError } from '../errors/api.js'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base.js'
export { InvalidAddressError, InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip.js'
export {
  AccountNotFoundError,
  AdapterNotFoundError,
  ConnectionFailedError,
  ConnectorNotFoundError,
  ProviderNotFoundError,
  UserRejectedRequestError,
} from '../errors/connection.js'
export {
  InvalidChainIdError,
  NetworkNotFoundError,
  SwitchChainNotSupportedError,
  UnsupportedChainError,
} from '../errors/network.js'
export { InvalidSendInputError } from '../errors/send.js'
export type {
  AccountType,
  Adapter,
  AdapterConnection,
  AdapterContext,
  AdapterRuntime,
  Alert,
  AlertVariant,
  Balance,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  Connection,
  ConnectionStatus,
  Connector,
  ConnectorDiscovery,
  ConnectorType,
  Eip1193Provider,
  Eip6963ProviderInfo,
  Features,
  Latch,
  LatchConfig,
  LatchEvent,
  LatchEventName,
  LatchState,
  LatchStorage,
  LatchStore,
  Metadata,
  PersistedState,
  RecentWallet,
  Route,
  RouteData,
  SendState,
  ThemeMode,
  ThemeVariables,
  TokenBalance,
  TokenBalances,
  ViewName,
  WalletAsset,
  WalletConnectConfig,
  WalletEntry,
  WalletInfo,
} from '../types.js'
export { createMemoryStorage } from '../utils/createMemoryStorage.js'
export { formatBalance } from '../utils/formatBalance.js'
export { formatCaipAddress } from '../utils/formatCaipAddress.js'
export { formatCaipNetworkId } from '../utils/formatCaipNetworkId.js'
export { formatUnits } from '../utils/formatUnits.js'
export { formatWalletConnectLink } from '../utils/formatWalletConnectLink.js'
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
export { sanitizeThemeVariables } from '../utils/sanitizeThemeVariables.js'
export { truncateAddress } from '../utils/truncateAddress.js'
export {
  type SendInputError,
  type ValidateSendInputParameters,
  validateSendInput,
} from '../utils/validateSendInput.js'
export { walletAssetToTokenBalance } from '../utils/walletAssetToTokenBalance.js'
