'use client'
// The public API of @latch/react.
export { AccountButton } from '../buttons/AccountButton.js'
export { ConnectButton, type ConnectButtonProps } from '../buttons/ConnectButton.js'
export { NetworkButton } from '../buttons/NetworkButton.js'
export { type UseDisconnectReturnType, useDisconnect } from '../hooks/useDisconnect.js'
export { useLatch } from '../hooks/useLatch.js'
export { type UseLatchAccountReturnType, useLatchAccount } from '../hooks/useLatchAccount.js'
export { type UseLatchConnectReturnType, useLatchConnect } from '../hooks/useLatchConnect.js'
export {
  type UseLatchConnectionParameters,
  type UseLatchConnectionReturnType,
  useLatchConnection,
} from '../hooks/useLatchConnection.js'
export {
  type UseLatchConnectionsParameters,
  type UseLatchConnectionsReturnType,
  useLatchConnections,
} from '../hooks/useLatchConnections.js'
export { type UseLatchConnectorsReturnType, useLatchConnectors } from '../hooks/useLatchConnectors.js'
export { type UseLatchEventsReturnType, useLatchEvents } from '../hooks/useLatchEvents.js'
export { type UseLatchModalReturnType, useLatchModal } from '../hooks/useLatchModal.js'
export { type UseLatchModalStateReturnType, useLatchModalState } from '../hooks/useLatchModalState.js'
export { type UseLatchNetworkReturnType, useLatchNetwork } from '../hooks/useLatchNetwork.js'
export { type UseLatchProviderReturnType, useLatchProvider } from '../hooks/useLatchProvider.js'
export { useLatchSelector } from '../hooks/useLatchSelector.js'
export {
  type UseLatchTokenBalancesReturnType,
  useLatchTokenBalances,
} from '../hooks/useLatchTokenBalances.js'
export { type UseLatchTransactionsReturnType, useLatchTransactions } from '../hooks/useLatchTransactions.js'
export { type UseWalletInfoReturnType, useWalletInfo } from '../hooks/useWalletInfo.js'
export { LatchEmbedded } from '../LatchEmbedded.js'
export { LatchProvider, type LatchProviderProps } from '../LatchProvider.js'
export { loadModal as preloadModal } from '../loadModal.js'
