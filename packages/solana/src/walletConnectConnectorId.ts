/** The id of the WalletConnect connector, in every namespace. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
