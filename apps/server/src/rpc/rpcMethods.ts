import { EIP155_NODE_READ_RPC_METHODS } from '@latch/frame-protocol'

/**
 * The JSON-RPC methods the proxy passes on, per namespace: reads, and sending a transaction the wallet
 * has already signed. Everything else is refused with -32601 before it reaches a node, above all the
 * methods that act with the node's own accounts (`eth_sendTransaction`, `eth_sign`, `personal_*`) and
 * the administration and devnet methods (`admin_*`, `debug_*`, `anvil_*`, `evm_*`, ...). This is the
 * set public RPC providers serve.
 */
export const allowedRpcMethods: Readonly<Record<string, ReadonlySet<string>>> = {
  eip155: new Set([
    ...EIP155_NODE_READ_RPC_METHODS,
    // Reads public RPC providers serve as well, which the embedded wallet does not offer its sites (a filter
    // lives on whichever node made it).
    'eth_blobBaseFee',
    'eth_createAccessList',
    'eth_getFilterChanges',
    'eth_getFilterLogs',
    'eth_getUncleCountByBlockHash',
    'eth_getUncleCountByBlockNumber',
    'eth_newBlockFilter',
    'eth_newFilter',
    'eth_uninstallFilter',
    'net_listening',
    'web3_sha3',
    'eth_sendRawTransaction',
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
