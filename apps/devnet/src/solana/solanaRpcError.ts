/** A JSON-RPC error the local validator answers with, using Solana's codes and texts. */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }

  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

export const invalidParams = (message: string) => new SolanaRpcError(-32602, `Invalid params: ${message}`)

/** The error a request answers with: its own Solana RPC error, or -32603 for anything that went wrong inside. */
export function toSolanaRpcError(error: unknown): SolanaRpcError {
  return error instanceof SolanaRpcError
    ? error
    : new SolanaRpcError(-32603, `Internal error: ${String(error)}`)
}
