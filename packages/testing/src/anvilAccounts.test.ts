import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { anvilAccounts, anvilMnemonic } from './anvilAccounts.js'

describe('anvilAccounts', () => {
  test('are the first 10 accounts of the anvil mnemonic, keys matching addresses', () => {
    expect(anvilAccounts).toHaveLength(10)
    for (const [index, account] of anvilAccounts.entries()) {
      expect(account.index).toBe(index)
      expect(mnemonicToAccount(anvilMnemonic, { addressIndex: index }).address).toBe(account.address)
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    }
  })
})
