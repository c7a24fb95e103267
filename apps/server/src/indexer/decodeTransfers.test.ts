import { encodeAbiParameters, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeTransferLog, type RpcLog, transferTopics } from './decodeTransfers.js'

const from = '0x1111111111111111111111111111111111111111'
const to = '0x2222222222222222222222222222222222222222'
const log = (topics: string[], data = '0x'): RpcLog => ({
  address: '0x3333333333333333333333333333333333333333',
  topics,
  data,
  blockNumber: '0x10',
  blockHash: `0x${'ab'.repeat(32)}`,
  transactionHash: `0x${'cd'.repeat(32)}`,
  transactionIndex: '0x2',
  logIndex: '0x5',
})

describe('decodeTransferLog', () => {
  it('tells ERC-20 (3 topics) from ERC-721 (4 topics) Transfer', () => {
    const erc20 = decodeTransferLog(log([transferTopics.transfer, pad(from), pad(to)], pad('0x0a')))
    expect(erc20).toMatchObject([
      { kind: 'erc20', from, to, amount: '10', tokenId: null, logIndex: 5, blockNumber: 16, txIndex: 2 },
    ])
    const erc721 = decodeTransferLog(log([transferTopics.transfer, pad(from), pad(to), pad('0x07')]))
    expect(erc721).toMatchObject([{ kind: 'erc721', tokenId: '7', amount: '1' }])
  })

  it('decodes ERC-1155 TransferSingle and TransferBatch, one row per id', () => {
    const operator = pad('0x9999999999999999999999999999999999999999')
    const single = decodeTransferLog(
      log(
        [transferTopics.transferSingle, operator, pad(from), pad(to)],
        encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [3n, 40n]),
      ),
    )
    expect(single).toMatchObject([{ kind: 'erc1155', from, to, tokenId: '3', amount: '40', itemIndex: 0 }])
    const batch = decodeTransferLog(
      log(
        [transferTopics.transferBatch, operator, pad(from), pad(to)],
        encodeAbiParameters(
          [{ type: 'uint256[]' }, { type: 'uint256[]' }],
          [
            [1n, 2n],
            [10n, 20n],
          ],
        ),
      ),
    )
    expect(batch.map((t) => [t.itemIndex, t.tokenId, t.amount])).toEqual([
      [0, '1', '10'],
      [1, '2', '20'],
    ])
  })

  it('ignores malformed and removed logs', () => {
    expect(decodeTransferLog(log([transferTopics.transfer, pad(from)]))).toEqual([])
    expect(
      decodeTransferLog({
        ...log([transferTopics.transfer, pad(from), pad(to)], pad('0x01')),
        removed: true,
      }),
    ).toEqual([])
    expect(
      decodeTransferLog(log([transferTopics.transferBatch, pad(from), pad(from), pad(to)], '0x1234')),
    ).toEqual([])
    expect(decodeTransferLog(log([`0x${'00'.repeat(32)}`]))).toEqual([])
  })
})
