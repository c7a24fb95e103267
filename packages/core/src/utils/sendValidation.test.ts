import { describe, expect, it } from 'vitest'
import { solanaProfile } from '../test/solanaFixtures.js'
import type { TokenBalance } from '../types.js'
import { eip155Profile } from './eip155Profile.js'
import { formatUnits } from './formatUnits.js'
import { isInsufficientGas } from './isInsufficientGas.js'
import { isValidReceiver } from './isValidReceiver.js'
import { parseUnits } from './parseUnits.js'
import { sendGasUnits } from './sendGasUnits.js'
import { type ValidateSendInputParameters, validateSendInput } from './validateSendInput.js'

describe('parseUnits / formatUnits', () => {
  it('reads decimal amounts exactly, refusing what is not a plain amount', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('.5', 2)).toBe(50n)
    expect(parseUnits('7.', 2)).toBe(700n)
    expect(parseUnits(' 12 ', 0)).toBe(12n)
    for (const bad of ['', '.', '1e3', '-1', '1,5', '0x10', 'abc', '1.2.3'])
      expect(parseUnits(bad, 6), bad).toBeUndefined()
    // More fraction digits than the token has cannot be sent.
    expect(parseUnits('0.0000001', 6)).toBeUndefined()
  })

  it('writes base units at full precision without trailing zeros', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(10n ** 18n * 3n, 18)).toBe('3')
    expect(formatUnits(0n, 6)).toBe('0')
    expect(formatUnits(-25n, 1)).toBe('-2.5')
    expect(formatUnits(42n, 0)).toBe('42')
    for (const value of [0n, 1n, 123_456_789n, 10n ** 30n + 7n])
      expect(parseUnits(formatUnits(value, 18), 18)).toBe(value)
  })
})

describe('isValidReceiver', () => {
  it('takes 40 hex characters with an optional 0x on eip155', () => {
    expect(isValidReceiver(eip155Profile, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(true)
    expect(isValidReceiver(eip155Profile, '70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(true)
    for (const bad of [
      '0x1234',
      'alice.eth',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C80',
      '0xZZ97970C51812dc3A010C7d01b50e0d17dc79C8',
    ])
      expect(isValidReceiver(eip155Profile, bad), bad).toBe(false)
  })

  it('takes nothing without a namespace profile', () => {
    expect(isValidReceiver(undefined, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
  })
})

describe('isInsufficientGas', () => {
  const gasPrice = 1_000_000_000n // 1 gwei: the assumed 150000 gas cost 0.00015 ETH
  it('is insufficient with a zero network balance or when the gas costs more than the balance', () => {
    expect(isInsufficientGas({ isSmartAccount: false, networkBalance: 0n, gasPrice })).toBe(true)
    expect(isInsufficientGas({ isSmartAccount: false, networkBalance: 0n, gasPrice: undefined })).toBe(true)
    expect(isInsufficientGas({ isSmartAccount: false, networkBalance: 149_999n * gasPrice, gasPrice })).toBe(
      true,
    )
    expect(isInsufficientGas({ isSmartAccount: false, networkBalance: 150_000n * gasPrice, gasPrice })).toBe(
      false,
    )
  })

  it('never holds a smart account back, and does not guess while figures are unknown', () => {
    expect(isInsufficientGas({ isSmartAccount: true, networkBalance: 0n, gasPrice })).toBe(false)
    expect(isInsufficientGas({ isSmartAccount: false, networkBalance: undefined, gasPrice })).toBe(false)
    expect(isInsufficientGas({ isSmartAccount: false, networkBalance: 1n, gasPrice: undefined })).toBe(false)
  })
})

describe('validateSendInput', () => {
  const usdc: TokenBalance = {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    price: 1,
    value: 100.25,
    quantity: { decimals: '6', numeric: '100.25' },
    iconUrl: '',
  }
  const ready: ValidateSendInputParameters = {
    profile: eip155Profile,
    token: usdc,
    amount: '100.25',
    receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    isSmartAccount: false,
    networkBalance: 10n ** 18n,
    gasPrice: 1_000_000_000n,
  }

  it('accepts a complete form', () => {
    expect(validateSendInput(ready)).toBeUndefined()
  })

  it('names the first thing missing or wrong, in the order the form is filled', () => {
    expect(validateSendInput({ ...ready, token: undefined, amount: undefined })).toBe('selectToken')
    expect(validateSendInput({ ...ready, amount: undefined, receiver: 'x' })).toBe('addAmount')
    expect(validateSendInput({ ...ready, amount: '  ' })).toBe('addAmount')
    expect(validateSendInput({ ...ready, amount: '0' })).toBe('invalidAmount')
    expect(validateSendInput({ ...ready, amount: 'ten' })).toBe('invalidAmount')
    expect(validateSendInput({ ...ready, amount: '1.0000001' })).toBe('invalidAmount')
    expect(validateSendInput({ ...ready, amount: '100.250001' })).toBe('insufficientBalance')
    expect(validateSendInput({ ...ready, receiver: undefined })).toBe('addAddress')
    expect(validateSendInput({ ...ready, receiver: 'alice.eth' })).toBe('invalidAddress')
    expect(validateSendInput({ ...ready, networkBalance: 0n })).toBe('insufficientGas')
    expect(validateSendInput({ ...ready, networkBalance: 0n, isSmartAccount: true })).toBeUndefined()
  })

  it("counts a Solana gas price as a transfer's whole fee in lamports, not per 150000 gas units", () => {
    const solana: ValidateSendInputParameters = {
      ...ready,
      profile: solanaProfile,
      token: { ...usdc, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: undefined },
      amount: '1',
      receiver: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLoYZi7ptE5A',
      gasPrice: 5_000n,
    }
    // 1,000,000 lamports pay a 5000-lamport fee (at 150000 units it would cost 750,000,000).
    expect(validateSendInput({ ...solana, networkBalance: 1_000_000n })).toBeUndefined()
    expect(validateSendInput({ ...solana, networkBalance: 4_999n })).toBe('insufficientGas')
    expect(sendGasUnits(solanaProfile)).toBe(1n)
    expect(sendGasUnits(eip155Profile)).toBe(150_000n)
  })
})
