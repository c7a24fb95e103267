import type { TransferKind } from './indexerTables.js'

/** keccak256 of the event signatures the indexer stores. */
export const transferTopics = {
  /** Transfer(address,address,uint256): ERC-20 (3 topics) and ERC-721 (4 topics). */
  transfer: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
  /** TransferSingle(address,address,address,uint256,uint256) */
  transferSingle: '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62',
  /** TransferBatch(address,address,address,uint256[],uint256[]) */
  transferBatch: '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb',
} as const

export type RpcLog = {
  address: string
  topics: string[]
  data: string
  blockNumber: string
  blockHash: string
  transactionHash: string
  transactionIndex: string
  logIndex: string
  removed?: boolean
}

export type DecodedTransfer = {
  txHash: string
  logIndex: number
  itemIndex: number
  blockNumber: number
  txIndex: number
  kind: TransferKind
  token: string | null
  tokenId: string | null
  from: string
  to: string
  amount: string
}

const topicAddress = (topic: string | undefined) => (topic ? `0x${topic.slice(26)}`.toLowerCase() : undefined)
const word = (data: string, index: number) => data.slice(2 + index * 64, 2 + (index + 1) * 64)
const wordToDecimal = (hex: string) => (hex ? BigInt(`0x${hex}`).toString() : undefined)

/**
 * Turns one log into the transfers it records; an unknown or malformed log gives none (tokens that
 * emit non-standard events must not stop the indexer).
 */
export function decodeTransferLog(log: RpcLog): DecodedTransfer[] {
  if (log.removed) return []
  const base = {
    txHash: log.transactionHash.toLowerCase(),
    logIndex: Number(log.logIndex),
    blockNumber: Number(log.blockNumber),
    txIndex: Number(log.transactionIndex),
    token: log.address.toLowerCase(),
  }
  const topic0 = log.topics[0]?.toLowerCase()
  try {
    if (topic0 === transferTopics.transfer) {
      const from = topicAddress(log.topics[1])
      const to = topicAddress(log.topics[2])
      if (!from || !to) return []
      const idTopic = log.topics[3]
      if (idTopic !== undefined) {
        if (log.topics.length !== 4) return []
        const tokenId = wordToDecimal(idTopic.slice(2))
        if (tokenId === undefined) return []
        return [{ ...base, itemIndex: 0, kind: 'erc721', tokenId, from, to, amount: '1' }]
      }
      if (log.topics.length !== 3) return []
      const amount = wordToDecimal(word(log.data, 0))
      if (amount === undefined) return []
      return [{ ...base, itemIndex: 0, kind: 'erc20', tokenId: null, from, to, amount }]
    }
    if (topic0 === transferTopics.transferSingle) {
      const from = topicAddress(log.topics[2])
      const to = topicAddress(log.topics[3])
      const tokenId = wordToDecimal(word(log.data, 0))
      const amount = wordToDecimal(word(log.data, 1))
      if (!from || !to || tokenId === undefined || amount === undefined) return []
      return [{ ...base, itemIndex: 0, kind: 'erc1155', tokenId, from, to, amount }]
    }
    if (topic0 === transferTopics.transferBatch) {
      const from = topicAddress(log.topics[2])
      const to = topicAddress(log.topics[3])
      if (!from || !to) return []
      // ABI: two offsets, then each array as length + items.
      const idsOffset = Number(BigInt(`0x${word(log.data, 0)}`)) / 32
      const amountsOffset = Number(BigInt(`0x${word(log.data, 1)}`)) / 32
      const count = Number(BigInt(`0x${word(log.data, idsOffset)}`))
      if (count !== Number(BigInt(`0x${word(log.data, amountsOffset)}`)) || count > 10_000) return []
      const transfers: DecodedTransfer[] = []
      for (let i = 0; i < count; i++) {
        const tokenId = wordToDecimal(word(log.data, idsOffset + 1 + i))
        const amount = wordToDecimal(word(log.data, amountsOffset + 1 + i))
        if (tokenId === undefined || amount === undefined) return []
        transfers.push({ ...base, itemIndex: i, kind: 'erc1155', tokenId, from, to, amount })
      }
      return transfers
    }
  } catch {
    return []
  }
  return []
}
