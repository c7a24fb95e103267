import { describe, expect, it } from 'vitest'
import { parseCapabilities } from './parseCapabilities.js'

describe('parseCapabilities', () => {
  it('reads atomic status and paymaster service per chain', () => {
    expect(
      parseCapabilities(
        {
          '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
          '0x7a6a': { atomic: { status: 'ready' } },
        },
        ['0x7a69', '0x7a6a'],
      ),
    ).toEqual({
      '0x7a69': { atomic: 'supported', paymasterService: true },
      '0x7a6a': { atomic: 'ready', paymasterService: false },
    })
  })

  it("applies 0x0 to every chain, with a chain's own entry winning", () => {
    expect(
      parseCapabilities(
        {
          '0x0': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
          '0x7a6a': { atomic: { status: 'unsupported' } },
        },
        ['0x7a69', '0x7a6a'],
      ),
    ).toEqual({
      '0x7a69': { atomic: 'supported', paymasterService: true },
      '0x7a6a': { atomic: 'unsupported', paymasterService: true },
    })
  })

  it('takes the older atomicBatch name and upper-case chain ids', () => {
    expect(parseCapabilities({ '0x7A69': { atomicBatch: { supported: true } } }, ['0x7a69'])).toEqual({
      '0x7a69': { atomic: 'supported', paymasterService: false },
    })
  })

  it('credits nothing the wallet did not state', () => {
    const none = { atomic: 'unsupported', paymasterService: false }
    expect(parseCapabilities(undefined, ['0x1'])).toEqual({ '0x1': none })
    expect(parseCapabilities('nonsense', ['0x1'])).toEqual({ '0x1': none })
    expect(
      parseCapabilities({ '0x1': { atomic: { status: 'maybe' }, paymasterService: 'yes' } }, ['0x1']),
    ).toEqual({ '0x1': none })
    expect(
      parseCapabilities({ '0x1': { atomic: true, paymasterService: { supported: 'true' } } }, ['0x1']),
    ).toEqual({
      '0x1': none,
    })
    expect(parseCapabilities({ '0x2': { atomic: { status: 'supported' } } }, ['0x1'])).toEqual({
      '0x1': none,
    })
  })
})
