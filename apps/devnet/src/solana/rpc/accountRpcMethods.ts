import { accountEncoding, encodeAccount } from '../encodeSolanaRpc.js'
import { readMint, readTokenAccount, uiTokenAmount } from '../solanaAccountData.js'
import { solanaProgramAddresses } from '../solanaDevnetConstants.js'
import { invalidParams } from '../solanaRpcError.js'
import type { SolanaRpcContext } from './solanaRpcContext.js'
import { pubkey } from './solanaRpcParams.js'

const MAX_MULTIPLE_ACCOUNTS = 100

/** Accounts, balances and SPL tokens. */
export function accountRpcMethods({ ledger, context, decimalsOf, accountJson }: SolanaRpcContext) {
  return {
    getBalance: ([key]: unknown[]) => ({
      context: context(),
      value: ledger.getAccount(pubkey(key))?.lamports() ?? 0n,
    }),
    getAccountInfo: ([key, config]: unknown[]) => ({
      context: context(),
      value: accountJson(pubkey(key), config),
    }),
    getMultipleAccounts([keys, config]: unknown[]) {
      if (!Array.isArray(keys) || keys.length > MAX_MULTIPLE_ACCOUNTS)
        throw invalidParams(`expected an array of at most ${MAX_MULTIPLE_ACCOUNTS} addresses`)
      return { context: context(), value: keys.map((key) => accountJson(pubkey(key), config)) }
    },
    getTokenAccountsByOwner([owner, filter, config]: unknown[]) {
      const ownerKey = pubkey(owner, 'owner')
      const { mint, programId } = (filter ?? {}) as { mint?: unknown; programId?: unknown }
      if (mint === undefined && programId === undefined)
        throw invalidParams('expected a mint or programId filter')
      if (programId !== undefined && programId !== solanaProgramAddresses.token)
        return { context: context(), value: [] }
      const wantedMint = mint === undefined ? undefined : pubkey(mint, 'mint')
      const value = ledger
        .getTokenAccountsByOwner(ownerKey)
        .filter(({ account }) => !wantedMint || readTokenAccount(account)?.mint === wantedMint)
        .map(({ address: key, account }) => ({
          pubkey: key,
          account: encodeAccount(account, accountEncoding(config), decimalsOf),
        }))
      return { context: context(), value }
    },
    getTokenAccountBalance([key]: unknown[]) {
      const token = readTokenAccount(ledger.getAccount(pubkey(key)))
      if (!token) throw invalidParams('Invalid param: not a Token account')
      return { context: context(), value: uiTokenAmount(token.amount, decimalsOf(token.mint)) }
    },
    getTokenSupply([key]: unknown[]) {
      const mint = readMint(ledger.getAccount(pubkey(key, 'mint')))
      if (!mint) throw invalidParams('Invalid param: not a Token mint')
      return { context: context(), value: uiTokenAmount(mint.supply, mint.decimals) }
    },
  }
}
