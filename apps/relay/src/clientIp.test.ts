import type { IncomingMessage } from 'node:http'
import { expect, test } from 'vitest'
import { addressKey, clientIp } from './clientIp.js'

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage

test('an IPv4 address counts as itself, an IPv6 one by its /64', () => {
  expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
  expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64')
  expect(addressKey('2001:0db8:0000:0001:ffff:0:0:2')).toBe('2001:db8:0:1::/64')
  expect(addressKey('::1')).toBe('0:0:0:0::/64')
  expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64')
})

test('X-Forwarded-For is read only behind a trusted proxy, its last entry (the one the proxy added)', () => {
  expect(clientIp(request('10.0.0.2', '203.0.113.7'), false)).toBe('10.0.0.2')
  expect(clientIp(request('10.0.0.2', '198.51.100.9, 203.0.113.7'), true)).toBe('203.0.113.7')
  expect(clientIp(request('10.0.0.2', 'not-an-address'), true)).toBe('10.0.0.2')
  expect(clientIp(request('10.0.0.2'), true)).toBe('10.0.0.2')
})
