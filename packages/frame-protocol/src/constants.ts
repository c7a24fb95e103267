/** Timings and method lists of the widget ↔ frame protocol. */

/** How long the widget waits for the frame's answer to the requests that involve the visitor's inbox or a provider. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
/** The frame tells the widget it is alive this often. */
export const FRAME_HEARTBEAT_MS = 5_000
/** The protocol's version, sent by the frame with READY; the widget loads the frame with `version=` the same. */
export const FRAME_PROTOCOL_VERSION = 1

/**
 * The eip155 reads a node answers from its own state, with no account of its own: the embedded wallet passes them
 * on without asking the visitor, and the server's JSON-RPC proxy passes them on to a node.
 */
export const EIP155_NODE_READ_RPC_METHODS = [
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_syncing',
  'net_version',
  'web3_clientVersion',
] as const

/** RPC methods the frame answers itself or through the server's JSON-RPC proxy, without asking the visitor. */
export const READ_RPC_METHODS = [
  'eth_accounts',
  ...EIP155_NODE_READ_RPC_METHODS,
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
] as const

/**
 * RPC methods that sign or send: each one is shown by the frame, on its own origin, and runs only when the
 * visitor approves it there (the ApproveTransaction view). A site's `eth_sendUserOperation` is not among them:
 * the wallet builds its smart account's UserOperations itself (`wallet_sendCalls`), so it refuses a prepared one
 * as any method outside this list and the reads ('Requested RPC call is not allowed').
 */
export const APPROVAL_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

export type ReadRpcMethod = (typeof READ_RPC_METHODS)[number]
export type ApprovalRpcMethod = (typeof APPROVAL_RPC_METHODS)[number]

/** The social providers an embedded wallet can log in with. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
