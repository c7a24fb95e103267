import { type ProviderRpcErrorShape, toProviderRpcErrorShape } from '../errors.js'

/** How long the wallet waits for the dApp to acknowledge a settlement or an update. */
export const acknowledgeTimeout = 10_000

/** WalletConnect carries an error's `data` as a string. */
export function toErrorResponse(shape: ProviderRpcErrorShape): {
  code: number
  message: string
  data?: string
} {
  const { code, message, data } = shape
  if (data === undefined) return { code, message }
  return { code, message, data: typeof data === 'string' ? data : JSON.stringify(data) }
}

/** `promise`, or a rejection once `ms` have passed without it settling. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms.`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * What a failed answer settles its request with: a thrown error's EIP-1193 shape, or the `{ code, message }`
 * WalletConnect's client rejects with, as it is.
 */
export function failureShape(error: unknown): ProviderRpcErrorShape {
  return error instanceof Error ? toProviderRpcErrorShape(error) : (error as ProviderRpcErrorShape)
}
