/** Methods a wallet refuses even though they look like reads or would reach the node. */
const refusedMethods = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_subscribe',
  'eth_unsubscribe',
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_uninstallFilter',
  'eth_accounts_unlocked',
])

/** A method both test wallets answer by forwarding it to the current chain's RPC. */
export function isForwardedRead(method: string): boolean {
  return /^(eth|net|web3)_/.test(method) && !refusedMethods.has(method)
}
