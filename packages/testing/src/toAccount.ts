import type { LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { TestWalletAccountSource } from './testWallet.js'

/** The local account of a test wallet's account source. */
export function toAccount(source: TestWalletAccountSource): LocalAccount {
  return typeof source === 'string' ? privateKeyToAccount(source) : source
}
