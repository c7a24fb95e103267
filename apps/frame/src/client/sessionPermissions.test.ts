import { rootAuthority } from '@latch/smart-account'
import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  checkPermittedCalls,
  parsePermissionRequest,
  restorePermissions,
  type SessionPermission,
  storablePermissions,
} from './sessionPermissions.js'

const now = 1_800_000_000_000
const expiry = now / 1000 + 3600
const account = '0x00000000000000000000000000000000000000aa' as Address
const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
const transfer = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account, amount] })

/** The delegation and session key a permission carries (not read by the checks here). */
const onChain = {
  delegation: {
    delegate: '0x00000000000000000000000000000000000000d1',
    delegator: '0x00000000000000000000000000000000000000d2',
    authority: rootAuthority,
    caveats: [{ enforcer: '0x00000000000000000000000000000000000000e1', terms: '0x01', args: '0x' }],
    salt: 2n ** 200n + 7n,
    signature: '0xabcd',
  },
  sessionKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
} as const satisfies Pick<SessionPermission, 'delegation' | 'sessionKey'>

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
  test('reads an erc20-token-transfer allowance with its token', () => {
    const permissions = [
      { type: 'erc20-token-transfer', data: { address: usdc.toLowerCase(), allowance: '0x1e8480' } },
    ]
    expect(parsePermissionRequest(request({ permissions }), 31337, now)).toMatchObject({
      allowance: 2_000_000n,
      token: usdc,
    })
  })
  test('refuses another chain, a past expiry, other permission types and a missing allowance', () => {
    expect(() => parsePermissionRequest(request(), 1, now)).toThrow('Unsupported chain')
    expect(() => parsePermissionRequest(request({ expiry: now / 1000 - 1 }), 31337, now)).toThrow(/expiry/)
    expect(() =>
      parsePermissionRequest(
        request({ permissions: [{ type: 'erc20-token-approval', data: {} }] }),
        31337,
        now,
      ),
    ).toThrow(/native-token-transfer or erc20-token-transfer/)
    expect(() =>
      parsePermissionRequest(
        request({ permissions: [{ type: 'erc20-token-transfer', data: { allowance: '0x10' } }] }),
        31337,
        now,
      ),
    ).toThrow(/token's address/)
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
    ...onChain,
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

describe('checkPermittedCalls under an ERC-20 permission', () => {
  const permission: SessionPermission = {
    context: '0x02',
    chainId: 31337,
    account,
    token: usdc,
    allowance: 2_000_000n,
    spent: 1_000_000n,
    expiry,
    ...onChain,
  }
  const check = (calls: { to: Address; value: bigint; data?: `0x${string}` }[]) =>
    checkPermittedCalls(permission, { chainId: 31337, account, calls }, now)
  test("lets the token's transfers within what is left pass, and answers their total", () => {
    expect(
      check([
        { to: usdc, value: 0n, data: transfer(600_000n) },
        { to: usdc, value: 0n, data: transfer(400_000n) },
      ]),
    ).toBe(1_000_000n)
  })
  test("refuses beyond the allowance, ETH, another token, and other calls of the token's", () => {
    expect(() => check([{ to: usdc, value: 0n, data: transfer(1_000_001n) }])).toThrow(/allowance/)
    expect(() => check([{ to: usdc, value: 1n }])).toThrow(/transfers of its token only/)
    expect(() => check([{ to: account, value: 0n, data: transfer(1n) }])).toThrow(
      /transfers of its token only/,
    )
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [account, 1n] })
    expect(() => check([{ to: usdc, value: 0n, data: approve }])).toThrow(/transfers of its token only/)
  })
})

describe('storablePermissions and restorePermissions', () => {
  const permission: SessionPermission = {
    context: '0x03',
    chainId: 31337,
    account,
    token: usdc,
    allowance: 2_000_000n,
    spent: 1_500_000n,
    expiry,
    ...onChain,
  }
  test('keep a permission with what it has spent and its delegation (a salt beyond 2^53), through JSON', () => {
    const stored = JSON.parse(JSON.stringify(storablePermissions([permission], now)))
    expect(restorePermissions(stored, now)).toEqual([permission])
  })
  test('leave the expired ones out', () => {
    expect(storablePermissions([permission], expiry * 1000)).toEqual([])
    expect(restorePermissions(storablePermissions([permission], now), expiry * 1000)).toEqual([])
  })
})
