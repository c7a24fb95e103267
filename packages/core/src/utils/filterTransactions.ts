import type { CaipNetworkId, Transaction } from '../types.js'

/**
 * True when every transfer of the transaction is an NFT flagged as spam: such a transaction is hidden
 * from the list. A transaction without transfers (an approval, a contract call) is not spam.
 *
 * @example
 * isSpamTransaction({ ...item, transfers: [{ nft_info: { name: 'Free mint', flags: { is_spam: true } }, … }] }) // true
 */
export function isSpamTransaction(transaction: Pick<Transaction, 'transfers'>): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
}

/**
 * The transactions to show for a network: spam-only transactions removed, and only those on
 * `caipNetworkId` kept.
 *
 * @example
 * filterTransactions(page.data, { caipNetworkId: 'eip155:1' })
 */
export function filterTransactions<T extends Transaction>(
  transactions: readonly T[],
  parameters: { caipNetworkId: CaipNetworkId },
): T[] {
  return transactions.filter(
    (transaction) =>
      transaction.metadata.chain === parameters.caipNetworkId && !isSpamTransaction(transaction),
  )
}
