import type { Transaction } from '../types.js'

/** The transactions of one calendar month; `month` is 0 for January. */
export type TransactionGroup<T extends Transaction = Transaction> = {
  year: number
  month: number
  transactions: T[]
}

/**
 * Groups transactions by the year and month they were mined (in the visitor's time zone), keeping the
 * list's order: newest group first when the list is newest first. Items with an unreadable time go to
 * the group of `now`.
 *
 * @example
 * groupTransactionsByYearAndMonth(transactions).map((g) => getTransactionGroupTitle(g))
 * // ['March', 'December 2025']
 */
export function groupTransactionsByYearAndMonth<T extends Transaction>(
  transactions: readonly T[],
  now: Date = new Date(),
): TransactionGroup<T>[] {
  const groups: TransactionGroup<T>[] = []
  const byKey = new Map<string, TransactionGroup<T>>()
  for (const transaction of transactions) {
    const time = new Date(transaction.metadata.minedAt)
    const date = Number.isNaN(time.getTime()) ? now : time
    const year = date.getFullYear()
    const month = date.getMonth()
    const key = `${year}-${month}`
    let group = byKey.get(key)
    if (!group) {
      group = { year, month, transactions: [] }
      byKey.set(key, group)
      groups.push(group)
    }
    group.transactions.push(transaction)
  }
  return groups
}

/**
 * A group's heading: the month's name, plus the year when it is not the current year.
 *
 * @example
 * getTransactionGroupTitle({ year: 2025, month: 11 }, { locale: 'en', now: new Date('2026-03-01') })
 * // 'December 2025'
 */
export function getTransactionGroupTitle(
  group: Pick<TransactionGroup, 'year' | 'month'>,
  options: { locale?: string | undefined; now?: Date | undefined } = {},
): string {
  const now = options.now ?? new Date()
  const month = new Intl.DateTimeFormat(options.locale ?? 'en', { month: 'long' }).format(
    new Date(group.year, group.month, 1),
  )
  return group.year === now.getFullYear() ? month : `${month} ${group.year}`
}
