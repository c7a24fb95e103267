import { describe, expect, it } from 'vitest'
import type { CaipAddress, SwapToken } from '../../types.js'
import { getGasPriceInUSD, getMaxSlippage, heldUnits, isInsufficientBalance } from './swapCalculations.js'

const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as CaipAddress
const usdc = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3' as CaipAddress
const token = (address: CaipAddress, decimals: number, numeric: string): SwapToken => ({
  address,
  symbol: 'X',
  name: 'X',
  decimals,
  logoUri: '',
  quantity: { decimals: String(decimals), numeric },
})
const held = [token(native, 18, '0.001'), token(usdc, 6, '100')]

describe('swap calculations', () => {
  it('prices 150,000 gas units at the gas price in USD', () => {
    // 150,000 × 2 gwei = 0.0003 ETH, at 3000 USD.
    expect(getGasPriceInUSD(3000, 150_000n, 2_000_000_000n)).toBeCloseTo(0.9, 10)
    expect(getGasPriceInUSD(0, 150_000n, 2_000_000_000n)).toBe(0)
  })

  it('gives the max. slippage in target units', () => {
    expect(getMaxSlippage(1, '4.95')).toBeCloseTo(0.0495, 10)
  })

  it('reads held amounts by address without case', () => {
    expect(heldUnits(held, usdc.toLowerCase())).toBe(100_000_000n)
    expect(heldUnits(held, 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')).toBe(0n)
  })

  it('finds the source token or the native coin for gas short, except for a smart account', () => {
    const base = { tokens: held, networkAddress: native, gasCost: 150_000n * 1_000_000_000n }
    const ok = { ...base, sourceAddress: usdc, sourceUnits: 100_000_000n, isSmartAccount: false }
    expect(isInsufficientBalance(ok)).toBe(false)
    expect(isInsufficientBalance({ ...ok, sourceUnits: 100_000_001n })).toBe(true)
    // 0.001 ETH held, 0.00015 ETH gas: swapping 0.0009 ETH needs 0.00105.
    const nativeSwap = { ...base, sourceAddress: native, isSmartAccount: false }
    expect(isInsufficientBalance({ ...nativeSwap, sourceUnits: 800_000_000_000_000n })).toBe(false)
    expect(isInsufficientBalance({ ...nativeSwap, sourceUnits: 900_000_000_000_000n })).toBe(true)
    const noGas = { ...ok, gasCost: 10n ** 16n }
    expect(isInsufficientBalance(noGas)).toBe(true)
    expect(isInsufficientBalance({ ...noGas, isSmartAccount: true })).toBe(false)
  })
})
