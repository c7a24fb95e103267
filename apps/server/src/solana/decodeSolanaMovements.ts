/** A transaction of a `getBlock` answer (encoding json). */
export type SolanaBlockTransaction = {
  transaction: {
    signatures: string[]
    message: { accountKeys: string[]; header: { numRequiredSignatures: number } }
  }
  meta: {
    err: unknown
    fee: number
    preBalances: number[]
    postBalances: number[]
    preTokenBalances?: TokenBalance[] | null
    postTokenBalances?: TokenBalance[] | null
    loadedAddresses?: { writable: string[]; readonly: string[] } | null
  } | null
}
type TokenBalance = {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { amount: string; decimals: number }
}

export type SolanaMovement = { owner: string; token: string; amount: bigint; decimals: number }

export type DecodedSolanaTransaction = {
  signature: string
  feePayer: string
  signers: string[]
  /** The main receiver: the first account other than the fee payer whose balance grew, else the fee payer. */
  receiver: string
  fee: number
  movements: SolanaMovement[]
}

/**
 * What a successful transaction did to each owner's balances, from the block's pre and post balances (the
 * way explorers read Solana transfers, whatever program moved the value): SOL per wallet account (the fee
 * added back for the fee payer; token accounts' rent is left out), tokens per owner and mint. Failed
 * transactions move nothing and give undefined.
 */
export function decodeSolanaMovements(entry: SolanaBlockTransaction): DecodedSolanaTransaction | undefined {
  const { meta, transaction } = entry
  if (!meta || meta.err !== null) return undefined
  const keys = [
    ...transaction.message.accountKeys,
    ...(meta.loadedAddresses?.writable ?? []),
    ...(meta.loadedAddresses?.readonly ?? []),
  ]
  const feePayer = keys[0] ?? ''
  const pre = meta.preTokenBalances ?? []
  const post = meta.postTokenBalances ?? []
  const tokenAccounts = new Set([...pre, ...post].map((b) => b.accountIndex))
  const movements: SolanaMovement[] = []
  keys.forEach((key, index) => {
    if (tokenAccounts.has(index)) return
    const delta =
      BigInt(meta.postBalances[index] ?? 0) -
      BigInt(meta.preBalances[index] ?? 0) +
      (index === 0 ? BigInt(meta.fee) : 0n)
    if (delta !== 0n) movements.push({ owner: key, token: 'native', amount: delta, decimals: 9 })
  })
  const tokens = new Map<string, SolanaMovement>()
  const add = (balance: TokenBalance, sign: bigint) => {
    const owner = balance.owner ?? keys[balance.accountIndex] ?? ''
    const key = `${owner}|${balance.mint}`
    const movement = tokens.get(key) ?? {
      owner,
      token: balance.mint,
      amount: 0n,
      decimals: balance.uiTokenAmount.decimals,
    }
    movement.amount += sign * BigInt(balance.uiTokenAmount.amount)
    tokens.set(key, movement)
  }
  for (const balance of post) add(balance, 1n)
  for (const balance of pre) add(balance, -1n)
  for (const movement of tokens.values()) if (movement.amount !== 0n) movements.push(movement)
  const receiver = movements.find((m) => m.amount > 0n && m.owner !== feePayer)?.owner ?? feePayer
  return {
    signature: transaction.signatures[0] ?? '',
    feePayer,
    signers: keys.slice(0, transaction.message.header.numRequiredSignatures),
    receiver,
    fee: meta.fee,
    movements,
  }
}
