import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { checkPermittedCalls, parsePermissionRequest, type SessionPermission } from './sessionPermissions.js'

const now = 1_800_000_000_000
const expiry = now / 1000 + 3600
const account = '0x00000000000000000000000000000000000000aa' as Address

describe('parsePermissionRequest', () => {
  const request = (overrides: Record<string, unknown> = {}) => [
    {
      chainId: '0x7a69',
      expiry,
      permissions: [{ type: 'native-token-transfer', data: { allowance: '0x71afd498d0000' } }],
      ...overrides,
    },
  ]
  test('reads a native-token-transfer allowance and its expiry', () => {
    expect(parsePermissionRequest(request(), 31337, now)).toMatchObject({
      chainId: 31337,
      expiry,
      allowance: 2_000_000_000_000_000n,
    })
  })
  test('refuses another chain, a past expiry, other permission types and a missing allowance', () => {
    expect(() => parsePermissionRequest(request(), 1, now)).toThrow('Unsupported chain')
    expect(() => parsePermissionRequest(request({ expiry: now / 1000 - 1 }), 31337, now)).toThrow(/expiry/)
    expect(() =>
      parsePermissionRequest(
        request({ permissions: [{ type: 'erc20-token-transfer', data: {} }] }),
        31337,
        now,
      ),
    ).toThrow(/native-token-transfer/)
    expect(() =>
      parsePermissionRequest(
        request({ permissions: [{ type: 'native-token-transfer', data: {} }] }),
        31337,
        now,
      ),
    ).toThrow(/allowance/)
    expect(() => parsePermissionRequest([], 31337, now)).toThrow(/object/)
  })
})

describe('checkPermittedCalls', () => {
  const permission: SessionPermission = {
    context: '0x01',
    chainId: 31337,
    account,
    allowance: 2_000n,
    spent: 500n,
    expiry,
  }
  const check = (calls: { value: bigint; data?: `0x${string}` }[], p = permission, at = now) =>
    checkPermittedCalls(p, { chainId: 31337, account, calls }, at)
  test('lets ETH transfers within what is left pass, and answers their total', () => {
    expect(check([{ value: 1_000n }, { value: 500n, data: '0x' }])).toBe(1_500n)
  })
  test('refuses beyond the allowance, calls with data, another account, expired or unknown permissions', () => {
    expect(() => check([{ value: 1_501n }])).toThrow(/allowance/)
    expect(() => check([{ value: 1n, data: '0xa9059cbb' }])).toThrow(/ETH transfers only/)
    expect(() =>
      check([{ value: 1n }], { ...permission, account: '0x00000000000000000000000000000000000000bb' }),
    ).toThrow(/another account/)
    expect(() => check([{ value: 1n }], permission, expiry * 1000)).toThrow(/expired/)
    expect(() => checkPermittedCalls(undefined, { chainId: 31337, account, calls: [] }, now)).toThrow(
      /never granted/,
    )
  })
})
