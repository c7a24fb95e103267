import type { KeyPairSigner } from '@solana/kit'
import type { SolanaLedger } from '../createSolanaLedger.js'
import { accountEncoding, encodeAccount } from '../encodeSolanaRpc.js'
import { readMint } from '../solanaAccountData.js'

/** A JSON-RPC method's handler: its positional params in, its result out (or a thrown SolanaRpcError). */
export type SolanaRpcMethodHandler = (params: unknown[]) => unknown

/** What every Solana RPC method reads: the ledger, the faucet that funds airdrops, and the shared encodings. */
export type SolanaRpcContext = {
  ledger: SolanaLedger
  faucet: KeyPairSigner
  /** The `context` of a response that names the slot it was read at. */
  context(): { apiVersion: string; slot: number }
  /** A mint's decimals (0 for an account that is not one). */
  decimalsOf(mint: string): number
  /** An account as getAccountInfo encodes it, or null where a cluster has no account. */
  accountJson(key: string, config: unknown): unknown
}

export function createSolanaRpcContext(ledger: SolanaLedger, faucet: KeyPairSigner): SolanaRpcContext {
  const decimalsOf = (mint: string) => readMint(ledger.getAccount(mint))?.decimals ?? 0
  return {
    ledger,
    faucet,
    context: () => ({ apiVersion: '2.2.0', slot: ledger.slot }),
    decimalsOf,
    accountJson(key, config) {
      const account = ledger.getAccount(key)
      // An account with no lamports does not exist on a cluster.
      return account && account.lamports() > 0n
        ? encodeAccount(account, accountEncoding(config), decimalsOf)
        : null
    },
  }
}
