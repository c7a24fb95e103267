import { base58 } from '@scure/base'
import type { SolanaKey } from './solanaKey.js'

const SYSTEM_PROGRAM = new Uint8Array(32)
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PE9qXrxQ3N8QJgH',
])

/** A compact-u16 (Solana's "short vec" length) at `offset`: its value and the offset after it. */
function readShortVec(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new Error('The transaction is truncated')
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return [value, offset + i + 1]
  }
  throw new Error('The transaction has a malformed length')
}

export type SolanaWireTransaction = {
  /** Where the signatures start, and how many slots there are. */
  signaturesAt: number
  signatureCount: number
  /** The message the signatures sign. */
  message: Uint8Array
  /** The message's signers (its first `numRequiredSignatures` account keys), base58. */
  signers: string[]
  accountKeys: Uint8Array[]
  instructions: { programIndex: number; accounts: number[]; data: Uint8Array }[]
}

/**
 * Reads a wire transaction (legacy or v0): its signature slots, the message and its instructions. Tables of
 * a v0 message's lookups are not resolved: an instruction naming a looked-up account is shown as unknown.
 *
 * @example
 * readSolanaTransaction(bytes).signers // ['9xQe…']
 */
export function readSolanaTransaction(wire: Uint8Array): SolanaWireTransaction {
  const [signatureCount, signaturesAt] = readShortVec(wire, 0)
  const message = wire.subarray(signaturesAt + 64 * signatureCount)
  let offset = (message[0] ?? 0) & 0x80 ? 1 : 0
  const required = message[offset]
  if (required === undefined) throw new Error('The transaction is truncated')
  offset += 3
  const [keyCount, keysAt] = readShortVec(message, offset)
  const accountKeys = Array.from({ length: keyCount }, (_, i) =>
    message.subarray(keysAt + 32 * i, keysAt + 32 * i + 32),
  )
  offset = keysAt + 32 * keyCount + 32
  const [instructionCount, instructionsAt] = readShortVec(message, offset)
  offset = instructionsAt
  const instructions: SolanaWireTransaction['instructions'] = []
  for (let i = 0; i < instructionCount; i++) {
    const programIndex = message[offset] ?? 0
    const [accountCount, accountsAt] = readShortVec(message, offset + 1)
    const accounts = [...message.subarray(accountsAt, accountsAt + accountCount)]
    const [dataLength, dataAt] = readShortVec(message, accountsAt + accountCount)
    instructions.push({ programIndex, accounts, data: message.subarray(dataAt, dataAt + dataLength) })
    offset = dataAt + dataLength
  }
  if (offset > message.length || signatureCount !== required) throw new Error('The transaction is malformed')
  return {
    signaturesAt,
    signatureCount,
    message,
    signers: accountKeys.slice(0, required).map((key) => base58.encode(key)),
    accountKeys,
    instructions,
  }
}

/**
 * Signs a wire transaction with `key` in the key's own signature slot; the other slots are kept. Refuses a
 * transaction that does not ask this account to sign.
 *
 * @example
 * const signed = signSolanaTransaction(wire, key)
 */
export function signSolanaTransaction(
  wire: Uint8Array,
  key: SolanaKey,
): { wire: Uint8Array; signature: Uint8Array } {
  const parsed = readSolanaTransaction(wire)
  const slot = parsed.signers.indexOf(key.address)
  if (slot < 0) throw new Error('The transaction does not ask this account to sign')
  const signature = key.sign(parsed.message)
  const signed = wire.slice()
  signed.set(signature, parsed.signaturesAt + 64 * slot)
  return { wire: signed, signature }
}

const u64 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true)

/**
 * What the visitor is shown of a transaction: the SOL a System transfer moves and to whom, or the base units
 * of an SPL token transfer; undefined for anything else.
 *
 * @example
 * describeSolanaTransfer(readSolanaTransaction(wire)) // { to: '9xQe…', lamports: 1500000000n }
 */
export function describeSolanaTransfer(
  transaction: SolanaWireTransaction,
): { to: string; lamports?: bigint; tokenAmount?: bigint; decimals?: number } | undefined {
  const key = (index: number | undefined) => {
    const found = index === undefined ? undefined : transaction.accountKeys[index]
    return found ? base58.encode(found) : undefined
  }
  for (const { programIndex, accounts, data } of transaction.instructions) {
    const program = transaction.accountKeys[programIndex]
    if (!program) continue
    // System program, Transfer: u32 2, then the lamports.
    if (program.every((b, i) => b === SYSTEM_PROGRAM[i]) && data.length === 12 && data[0] === 2) {
      const to = key(accounts[1])
      if (to) return { to, lamports: u64(data, 4) }
    }
    // Token program, TransferChecked: 12, the amount, the decimals; accounts source, mint, destination, owner.
    if (TOKEN_PROGRAMS.has(base58.encode(program)) && data.length === 10 && data[0] === 12) {
      const to = key(accounts[2])
      if (to) return { to, tokenAmount: u64(data, 1), decimals: data[9] ?? 0 }
    }
  }
  return undefined
}
