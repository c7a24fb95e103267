import { keccak256, stringToHex } from 'viem'
import { getCallsStatus } from 'viem/actions'
import { describe, expect, it } from 'vitest'
import { decodeLocalCallsId } from './decodeLocalCallsId.js'
import { encodeLocalCallsId } from './encodeLocalCallsId.js'

const a = keccak256(stringToHex('a'))
const b = keccak256(stringToHex('b'))

describe('local calls ids', () => {
  it('round-trips the hashes and the chain id', () => {
    const id = encodeLocalCallsId({ hashes: [a, b], chainId: 31337 })
    expect(decodeLocalCallsId(id)).toEqual({ hashes: [a, b], chainId: 31337 })
    expect(decodeLocalCallsId(id.toUpperCase().replace('0X', '0x'))?.chainId).toBe(31337)
  })

  it("is not a wallet's id", () => {
    expect(decodeLocalCallsId(a)).toBeUndefined()
    expect(decodeLocalCallsId('batch-1')).toBeUndefined()
    expect(decodeLocalCallsId(`${a}${b.slice(2)}${a.slice(2)}`)).toBeUndefined()
    expect(decodeLocalCallsId(`${encodeLocalCallsId({ hashes: [a], chainId: 1 })}00`)).toBeUndefined()
  })

  it("is the format viem's getCallsStatus reads", async () => {
    // viem reads our ids the same way: it asks the transport for each hash's receipt.
    const asked: unknown[] = []
    const client = {
      request: async ({ method, params }: { method: string; params: unknown[] }) => {
        asked.push([method, params])
        return null
      },
    }
    await getCallsStatus(client as never, { id: encodeLocalCallsId({ hashes: [a, b], chainId: 31337 }) })
    expect(asked).toEqual([
      ['eth_getTransactionReceipt', [a]],
      ['eth_getTransactionReceipt', [b]],
    ])
  })
})
