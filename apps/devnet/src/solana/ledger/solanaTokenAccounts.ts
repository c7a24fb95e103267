import type { NativeAccount } from '../liteSvm.js'
import { readMint, readTokenAccount, uiTokenAmount } from '../solanaAccountData.js'
import { ledgerAccount, type SolanaLedgerState } from './solanaLedgerState.js'
import type { TokenBalanceRecord } from './solanaLedgerTypes.js'

const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

/**
 * Looks again at accounts a transaction or `setAccount` wrote: a token account is added to its owner's entry,
 * so getTokenAccountsByOwner reads the owner's entries instead of decoding every account of the token program.
 */
export function indexTokenAccounts(state: SolanaLedgerState, addresses: readonly string[]): void {
  for (const address of addresses) {
    const owner = readTokenAccount(ledgerAccount(state, address))?.owner
    if (!owner) continue
    let set = state.tokenAccountsByOwner.get(owner)
    if (!set) {
      set = new Set()
      state.tokenAccountsByOwner.set(owner, set)
    }
    set.add(address)
  }
}

/** The token accounts `owner` holds (any mint), from the owner index; entries no longer the owner's drop out. */
export function tokenAccountsOfOwner(
  state: SolanaLedgerState,
  owner: string,
): { address: string; account: NativeAccount }[] {
  const found: { address: string; account: NativeAccount }[] = []
  const entries = state.tokenAccountsByOwner.get(owner)
  for (const address of entries ?? []) {
    const account = ledgerAccount(state, address)
    if (account && readTokenAccount(account)?.owner === owner) found.push({ address, account })
    else entries?.delete(address)
  }
  return found
}

/** The token balances among a transaction's accounts, as its meta reports them before and after. */
export function tokenBalances(state: SolanaLedgerState, keys: readonly string[]): TokenBalanceRecord[] {
  const records: TokenBalanceRecord[] = []
  keys.forEach((key, accountIndex) => {
    const token = readTokenAccount(ledgerAccount(state, key))
    if (!token) return
    const decimals = readMint(ledgerAccount(state, token.mint))?.decimals ?? 0
    records.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: tokenProgram,
      uiTokenAmount: uiTokenAmount(token.amount, decimals),
    })
  })
  return records
}
