import { describe, expect, it } from 'vitest'
import { createCursorCodec } from './historyCursor.js'

describe('createCursorCodec', () => {
  const codec = createCursorCodec(new Uint8Array(32).fill(7))
  const position = { timestamp: 1_700_000_000, chainId: 31337, blockNumber: 1234, txIndex: 3 }

  it('round-trips a position for the scope it was issued for', () => {
    const cursor = codec.encode(position, '0xabc|*')
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{16}$/)
    expect(codec.decode(cursor, '0xabc|*')).toEqual(position)
  })

  it('refuses other scopes, other secrets, forged payloads and garbage', () => {
    const cursor = codec.encode(position, '0xabc|*')
    expect(codec.decode(cursor, '0xabd|*')).toBeUndefined()
    expect(createCursorCodec(new Uint8Array(32).fill(8)).decode(cursor, '0xabc|*')).toBeUndefined()
    const [, signature] = cursor.split('.')
    const forged = `${Buffer.from('h1.1700000000.31337.99999.0').toString('base64url')}.${signature}`
    expect(codec.decode(forged, '0xabc|*')).toBeUndefined()
    for (const bad of ['', 'x', 'a.b', `${cursor}x`, '..'])
      expect(codec.decode(bad, '0xabc|*')).toBeUndefined()
  })
})
