import { expect, test } from 'vitest'
import { idKey, parseFrame, readRawId } from './parseFrame.js'

test('keeps the digits of ids beyond 2^53', () => {
  const frame = parseFrame('{"id":1763900000123456789,"jsonrpc":"2.0","method":"irn_subscribe","params":{}}')
  expect(frame.rawId).toBe('1763900000123456789')
  expect(String((frame.value as { id: number }).id)).not.toBe('1763900000123456789')
})

test('reads only the top-level id, wherever it stands', () => {
  expect(readRawId('{"params":{"id":"inner","x":"\\"id\\":5"},"jsonrpc":"2.0", "id" : "outer"}')).toBe(
    '"outer"',
  )
  expect(readRawId('{"params":{"id":1}}')).toBeUndefined()
  expect(readRawId('{"id":null}')).toBe('null')
  expect(readRawId('[{"id":1}]')).toBeUndefined()
})

test('idKey matches the forms a client may echo', () => {
  expect(idKey('123')).toBe('123')
  expect(idKey('"123"')).toBe('123')
  expect(idKey('"123n"')).toBe('123')
})
