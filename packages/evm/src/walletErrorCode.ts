type RpcError = { code?: unknown; data?: { originalError?: { code?: unknown } } }

/** The code of a wallet's error: the one of the error a wrapper carries, else its own. */
export function walletErrorCode(error: unknown): unknown {
  const e = error as RpcError | null
  return e?.data?.originalError?.code ?? e?.code
}
