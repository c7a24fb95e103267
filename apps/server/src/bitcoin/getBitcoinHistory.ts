import type { TransactionHistoryItem } from '@latch/api'
import { formatUnits } from 'viem'
import { ChainUnavailableError } from '../chains/chainErrors.js'
import { tokenIconUrl } from '../chains/chainParams.js'
import type { HistoryPosition } from '../history/historyCursor.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import type { BitcoinNetworkEntry } from './bitcoinNetworks.js'
import type { EsploraTransaction } from './createEsploraClient.js'

/** Esplora's page of confirmed transactions, which is this history's page. */
const esploraPageSize = 25
/** How many Esplora pages a cursor may walk to find its place again. */
const maxPagesWalked = 40

/** The position of a transaction in a cursor: the block, and the txid's first 8 hex characters. */
const positionOf = (transaction: EsploraTransaction, networkIndex: number): HistoryPosition => ({
  timestamp: transaction.status.block_time ?? 0,
  chainId: networkIndex,
  blockNumber: transaction.status.block_height ?? 0,
  txIndex: Number.parseInt(transaction.txid.slice(0, 8), 16),
})

function toItem(
  network: BitcoinNetworkEntry,
  address: string,
  transaction: EsploraTransaction,
  publicUrl: string,
  now: Date,
): TransactionHistoryItem {
  const spent = transaction.vin.reduce(
    (sum, input) => sum + (input.prevout?.scriptpubkey_address === address ? input.prevout.value : 0),
    0,
  )
  const received = transaction.vout.reduce(
    (sum, output) => sum + (output.scriptpubkey_address === address ? output.value : 0),
    0,
  )
  const sending = spent > 0
  const sender = transaction.vin.find((input) => input.prevout?.scriptpubkey_address)?.prevout
    ?.scriptpubkey_address
  const recipient = sending
    ? transaction.vout.find(
        (output) => output.scriptpubkey_address && output.scriptpubkey_address !== address,
      )
    : transaction.vout.find((output) => output.scriptpubkey_address === address)
  // What left the address is what it paid to others; its change and the fee are not a transfer.
  const amount = sending ? spent - received - (transaction.fee ?? 0) : received
  const { confirmed, block_time: blockTime } = transaction.status
  return {
    id: `${network.caip}:${transaction.txid}`,
    metadata: {
      // Esplora gives a transaction in the mempool no time: it is pending as of this answer.
      minedAt: (confirmed ? new Date((blockTime ?? 0) * 1000) : now).toISOString(),
      chain: network.caip,
      status: confirmed ? 'confirmed' : 'pending',
      operationType: sending ? 'send' : 'receive',
      sentFrom: sender ?? (transaction.vin[0]?.is_coinbase ? 'coinbase' : ''),
      sentTo: recipient?.scriptpubkey_address ?? address,
      hash: transaction.txid,
    },
    transfers: [
      {
        fungible_info: {
          name: network.nativeCurrency.name,
          symbol: network.nativeCurrency.symbol,
          icon: { url: tokenIconUrl(publicUrl, 'btc') },
        },
        direction: sending ? 'out' : 'in',
        quantity: { numeric: formatUnits(BigInt(Math.max(amount, 0)), 8), decimals: 8 },
      },
    ],
  }
}

/**
 * One page of a Bitcoin address's transactions on one network, newest first, from its Esplora API, in the data
 * API's format: each item the BTC the address sent to others or received. The first page (`/address/:a/txs`)
 * starts with the transactions waiting in the mempool, as pending, then the confirmed ones; the next pages
 * (`/address/:a/txs/chain`) hold confirmed ones only. A cursor's position names the block and the txid's
 * prefix; the next page starts after it.
 * Throws ChainUnavailableError (502) when no Esplora upstream answers.
 */
export async function getBitcoinHistory(parameters: {
  network: BitcoinNetworkEntry
  networkIndex: number
  address: string
  after?: HistoryPosition | undefined
  publicUrl: string
}): Promise<{ items: TransactionHistoryItem[]; last: HistoryPosition | undefined }> {
  const { network, networkIndex, address, after, publicUrl } = parameters
  const now = new Date()
  const pageOf = (transactions: EsploraTransaction[]) => {
    const confirmed = transactions.filter((transaction) => transaction.status.confirmed)
    return {
      items: transactions.map((transaction) => toItem(network, address, transaction, publicUrl, now)),
      last:
        confirmed.length === esploraPageSize
          ? positionOf(confirmed[confirmed.length - 1] as EsploraTransaction, networkIndex)
          : undefined,
    }
  }
  try {
    // The mempool's transactions come first, then the first 25 confirmed ones.
    if (!after) return pageOf(await network.esplora.transactions(address))
    // Esplora pages by the last txid seen: walk to the cursor's transaction, then take what follows it.
    const isAfter = (transaction: EsploraTransaction) => {
      const position = positionOf(transaction, networkIndex)
      return position.blockNumber === after.blockNumber && position.txIndex === after.txIndex
    }
    let page = await network.esplora.confirmedTransactions(address)
    let walked = 0
    let found = page.findIndex(isAfter)
    while (found < 0 && page.length === esploraPageSize && walked < maxPagesWalked) {
      page = await network.esplora.confirmedTransactions(address, page[page.length - 1]?.txid)
      found = page.findIndex(isAfter)
      walked++
    }
    if (found < 0) return { items: [], last: undefined }
    return pageOf(await network.esplora.confirmedTransactions(address, page[found]?.txid))
  } catch (error) {
    throw new ChainUnavailableError(network.caip, describeUpstreamError(error))
  }
}
