import { describe, expect, it } from 'vitest'
import type { Transaction, TransactionTransfer } from '../types.js'
import { filterTransactions, isSpamTransaction } from './filterTransactions.js'
import { formatTransactionQuantity } from './formatTransactionQuantity.js'
import {
  getTransactionGroupTitle,
  groupTransactionsByYearAndMonth,
} from './groupTransactionsByYearAndMonth.js'

const native = (numeric: string): TransactionTransfer => ({
  fungible_info: { name: 'Ether', symbol: 'ETH' },
  direction: 'in',
  quantity: { numeric, decimals: 18 },
})
const nft = (isSpam: boolean): TransactionTransfer => ({
  nft_info: { name: `Collection #1`, flags: { is_spam: isSpam } },
  direction: 'in',
  quantity: { numeric: '1' },
})

let seq = 0
function tx(
  minedAt: string,
  transfers: TransactionTransfer[] = [native('1')],
  chain = 'eip155:31337',
): Transaction {
  seq++
  return {
    id: `${chain}:0x${seq.toString(16).padStart(64, '0')}`,
    metadata: {
      minedAt,
      chain: chain as Transaction['metadata']['chain'],
      status: 'confirmed',
      operationType: 'receive',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers,
  }
}

describe('groupTransactionsByYearAndMonth', () => {
  it('groups by year and month in list order, keeping each group newest first', () => {
    const list = [
      tx('2026-03-20T10:00:00'),
      tx('2026-03-02T10:00:00'),
      tx('2026-01-15T10:00:00'),
      tx('2025-12-31T23:00:00'),
      tx('2025-03-10T10:00:00'),
    ]
    const groups = groupTransactionsByYearAndMonth(list)
    expect(groups.map((g) => [g.year, g.month, g.transactions.length])).toEqual([
      [2026, 2, 2],
      [2026, 0, 1],
      [2025, 11, 1],
      [2025, 2, 1],
    ])
    expect(groups[0]?.transactions).toEqual(list.slice(0, 2))
  })

  it('puts an item with an unreadable time in the current month', () => {
    const now = new Date(2026, 4, 3)
    const [group] = groupTransactionsByYearAndMonth([tx('not a date')], now)
    expect(group).toMatchObject({ year: 2026, month: 4 })
  })
})

describe('getTransactionGroupTitle', () => {
  const now = new Date(2026, 2, 15)
  it('shows the month name, plus the year when it is not the current year', () => {
    expect(getTransactionGroupTitle({ year: 2026, month: 2 }, { now })).toBe('March')
    expect(getTransactionGroupTitle({ year: 2025, month: 11 }, { now })).toBe('December 2025')
    expect(getTransactionGroupTitle({ year: 2027, month: 0 }, { now })).toBe('January 2027')
  })
  it('names the month in the given locale', () => {
    expect(getTransactionGroupTitle({ year: 2026, month: 2 }, { now, locale: 'de' })).toBe('März')
    expect(getTransactionGroupTitle({ year: 2024, month: 9 }, { now, locale: 'de' })).toBe('Oktober 2024')
  })
})

describe('spam and network filtering', () => {
  it('hides a transaction only when every transfer is a spam NFT', () => {
    expect(isSpamTransaction(tx('2026-01-01', [nft(true)]))).toBe(true)
    expect(isSpamTransaction(tx('2026-01-01', [nft(true), nft(true)]))).toBe(true)
    expect(isSpamTransaction(tx('2026-01-01', [nft(true), nft(false)]))).toBe(false)
    expect(isSpamTransaction(tx('2026-01-01', [nft(true), native('1')]))).toBe(false)
    expect(isSpamTransaction(tx('2026-01-01', []))).toBe(false)
  })

  it('keeps only the active network and drops spam-only items', () => {
    const kept = tx('2026-01-03')
    const mixed = tx('2026-01-02', [nft(true), native('2')])
    const list = [kept, tx('2026-01-02', [nft(true)]), tx('2026-01-01', [native('1')], 'eip155:31338'), mixed]
    expect(filterTransactions(list, { caipNetworkId: 'eip155:31337' })).toEqual([kept, mixed])
  })
})

describe('formatTransactionQuantity', () => {
  it('shows exactly 3 decimals, truncated, without losing precision', () => {
    expect(formatTransactionQuantity('42.5')).toBe('42.500')
    expect(formatTransactionQuantity('1')).toBe('1.000')
    expect(formatTransactionQuantity('0.0129')).toBe('0.012')
    expect(formatTransactionQuantity('0.000000000000000024')).toBe('0.000')
    expect(formatTransactionQuantity('123456789012345678901234.98765')).toBe('123456789012345678901234.987')
    expect(formatTransactionQuantity('-0.0001')).toBe('0.000')
    expect(formatTransactionQuantity('-2.25')).toBe('-2.250')
    expect(formatTransactionQuantity('1e-7')).toBe('0.000')
  })
})
