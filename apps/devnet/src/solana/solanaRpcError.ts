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
