import { fromBase58 } from '../solanaAccountData.js'
import { invalidParams } from '../solanaRpcError.js'

// The parameters of the Solana JSON-RPC methods, read as a cluster reads them: a wrong one is -32602.

export function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0) throw invalidParams(`${name} must be a string`)
  return value
}

export function pubkey(value: unknown, name = 'address'): string {
  const candidate = text(value, name)
  try {
    if (fromBase58(candidate).length === 32) return candidate
  } catch {
    // Falls through to the error below.
  }
  throw invalidParams(`${name}: Invalid param: WrongSize`)
}

export function integer(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw invalidParams(`${name} must be a non-negative integer`)
  return value
}

export function decodeWire(encoded: unknown, config: unknown): Uint8Array {
  const data = text(encoded, 'transaction')
  const encoding = (config as { encoding?: unknown } | undefined)?.encoding ?? 'base58'
  if (encoding === 'base64') return new Uint8Array(Buffer.from(data, 'base64'))
  if (encoding === 'base58') {
    try {
      return fromBase58(data)
    } catch {
      throw invalidParams('invalid base58 encoding')
    }
  }
  throw invalidParams(`unsupported encoding ${String(encoding)}`)
}
