import { describe, expect, it } from 'vitest'
import { recoveryKitText } from './recoveryKit.js'

const base = {
  evmAddress: '0x1111111111111111111111111111111111111111',
  evmPrivateKey: `0x${'ab'.repeat(32)}`,
  solanaAddress: 'So1anaAddress1111111111111111111111111111111',
  solanaSecretKey: '5ecretKey',
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  createdAt: new Date('2026-11-30T01:00:00Z'),
}

describe('recoveryKitText', () => {
  it('holds the keys, the addresses, each smart account with its contracts, and how to use them', () => {
    const text = recoveryKitText({
      ...base,
      smartAccounts: [
        {
          chainId: 31337,
          address: '0x2222222222222222222222222222222222222222',
          factory: '0x3333333333333333333333333333333333333333',
          factoryData: '0xdeadbeef',
          implementation: '0x4444444444444444444444444444444444444444',
        },
      ],
    })
    for (const part of [
      base.evmAddress,
      base.evmPrivateKey,
      base.solanaAddress,
      base.solanaSecretKey,
      base.entryPoint,
      '0x2222222222222222222222222222222222222222',
      'Network (chain id):  31337',
      'Factory:             0x3333333333333333333333333333333333333333',
      'to 0x3333333333333333333333333333333333333333, data 0xdeadbeef',
      'Implementation:      0x4444444444444444444444444444444444444444',
      'execute(bytes32 mode, bytes executionCalldata)',
      'Latch will never ask you for it',
      'Created 2026-11-30T01:00:00.000Z',
    ])
      expect(text).toContain(part)
  })

  it('leaves the smart account out where no network has one', () => {
    const text = recoveryKitText({ ...base, smartAccounts: [] })
    expect(text).toContain(base.evmPrivateKey)
    expect(text).not.toContain('SMART ACCOUNT')
    expect(text).not.toContain('execute(')
  })
})
