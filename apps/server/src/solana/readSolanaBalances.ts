import { type SolanaNetworkEntry, TOKEN_PROGRAM } from './solanaNetworks.js'

export type SolanaRawBalance = {
  /** `native` for SOL, else the mint. */
  token: string
  /** Base units. */
  amount: bigint
  decimals: number
}

type TokenAccounts = {
  value: {
    account: {
      data: { parsed: { info: { mint: string; tokenAmount: { amount: string; decimals: number } } } }
    }
  }[]
}

/**
 * An owner's SOL and SPL token balances, in one JSON-RPC batch (`getBalance` and `getTokenAccountsByOwner`
 * with jsonParsed data): one round trip whatever the number of tokens. Zero balances are left out; several
 * token accounts of one mint are summed.
 */
export async function readSolanaBalances(
  network: SolanaNetworkEntry,
  owner: string,
): Promise<SolanaRawBalance[]> {
  const [lamports, tokenAccounts] = await network.rpc.requestBatch<unknown>([
    { method: 'getBalance', params: [owner, { commitment: 'confirmed' }] },
    {
      method: 'getTokenAccountsByOwner',
      params: [owner, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    },
  ])
  const balances: SolanaRawBalance[] = []
  const native = BigInt((lamports as { value: number | string }).value)
  if (native > 0n) balances.push({ token: 'native', amount: native, decimals: 9 })
  const byMint = new Map<string, SolanaRawBalance>()
  for (const { account } of (tokenAccounts as TokenAccounts).value) {
    const { mint, tokenAmount } = account.data.parsed.info
    const amount = BigInt(tokenAmount.amount)
    const entry = byMint.get(mint)
    if (entry) entry.amount += amount
    else byMint.set(mint, { token: mint, amount, decimals: tokenAmount.decimals })
  }
  for (const balance of byMint.values())
    if (balance.amount > 0n && balance.decimals > 0) balances.push(balance)
  return balances
}
