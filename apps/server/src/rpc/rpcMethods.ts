/**
 * The JSON-RPC methods the proxy passes on, per namespace: reads, and sending a transaction the wallet
 * has already signed. Everything else is refused with -32601 before it reaches a node, above all the
 * methods that act with the node's own accounts (`eth_sendTransaction`, `eth_sign`, `personal_*`) and
 * the administration and devnet methods (`admin_*`, `debug_*`, `anvil_*`, `evm_*`, ...). This is the
 * set public RPC providers serve.
 */
export const allowedRpcMethods: Readonly<Record<string, ReadonlySet<string>>> = {
  eip155: new Set([
    'eth_blockNumber',
    'eth_call',
    'eth_chainId',
    'eth_createAccessList',
    'eth_estimateGas',
    'eth_feeHistory',
    'eth_gasPrice',
    'eth_blobBaseFee',
    'eth_getBalance',
    'eth_getBlockByHash',
    'eth_getBlockByNumber',
    'eth_getBlockReceipts',
    'eth_getBlockTransactionCountByHash',
    'eth_getBlockTransactionCountByNumber',
    'eth_getCode',
    'eth_getFilterChanges',
    'eth_getFilterLogs',
    'eth_getLogs',
    'eth_getProof',
    'eth_getStorageAt',
    'eth_getTransactionByBlockHashAndIndex',
    'eth_getTransactionByBlockNumberAndIndex',
    'eth_getTransactionByHash',
    'eth_getTransactionCount',
    'eth_getTransactionReceipt',
    'eth_getUncleCountByBlockHash',
    'eth_getUncleCountByBlockNumber',
    'eth_maxPriorityFeePerGas',
    'eth_newBlockFilter',
    'eth_newFilter',
    'eth_uninstallFilter',
    'eth_sendRawTransaction',
    'eth_syncing',
    'net_listening',
    'net_version',
    'web3_clientVersion',
    'web3_sha3',
  ]),
  // Reads, simulation and sending a signed transaction; never requestAirdrop or the validator's own accounts.
  solana: new Set([
    'getAccountInfo',
    'getBalance',
    'getBlock',
    'getBlockCommitment',
    'getBlockHeight',
    'getBlockTime',
    'getBlocks',
    'getBlocksWithLimit',
    'getEpochInfo',
    'getEpochSchedule',
    'getFeeForMessage',
    'getFirstAvailableBlock',
    'getGenesisHash',
    'getHealth',
    'getLatestBlockhash',
    'getMinimumBalanceForRentExemption',
    'getMultipleAccounts',
    'getProgramAccounts',
    'getRecentPrioritizationFees',
    'getSignatureStatuses',
    'getSignaturesForAddress',
    'getSlot',
    'getTokenAccountBalance',
    'getTokenAccountsByOwner',
    'getTokenSupply',
    'getTransaction',
    'getTransactionCount',
    'getVersion',
    'isBlockhashValid',
    'sendTransaction',
    'simulateTransaction',
  ]),
}

/** Whether the proxy passes `method` on for a chain of `namespace` (`eip155` or `solana`). */
export function isAllowedRpcMethod(namespace: string, method: string): boolean {
  return allowedRpcMethods[namespace]?.has(method) ?? false
}
