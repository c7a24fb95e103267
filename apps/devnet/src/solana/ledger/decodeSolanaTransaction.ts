import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit'
import { toBase58 } from '../solanaAccountData.js'
import { SolanaRpcError } from '../solanaRpcError.js'
import type { DecodedTransaction } from './solanaLedgerTypes.js'

const transactionDecoder = getTransactionDecoder()
const messageDecoder = getCompiledTransactionMessageDecoder()

/** The parts of a wire transaction the ledger records; throws -32602 for bytes that are not one. */
export function decodeTransaction(wire: Uint8Array): DecodedTransaction {
  let transaction: ReturnType<typeof transactionDecoder.decode>
  let message: ReturnType<typeof messageDecoder.decode>
  try {
    transaction = transactionDecoder.decode(wire)
    message = messageDecoder.decode(transaction.messageBytes)
  } catch (cause) {
    throw new SolanaRpcError(-32602, `invalid transaction: failed to deserialize (${String(cause)})`)
  }
  if (message.version !== 'legacy' && message.version !== 0)
    throw new SolanaRpcError(
      -32602,
      `invalid transaction: version ${String(message.version)} is not supported`,
    )
  const signatures = Object.values(transaction.signatures).map((bytes) =>
    bytes ? toBase58(bytes) : toBase58(new Uint8Array(64)),
  )
  const accountKeys = [...message.staticAccounts]
  const lifetime = (message as { lifetimeToken?: string }).lifetimeToken ?? ''
  return {
    signature: signatures[0] ?? '',
    signatures,
    wire,
    version: message.version,
    accountKeys,
    header: {
      numRequiredSignatures: message.header.numSignerAccounts,
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
    },
    recentBlockhash: lifetime,
    instructions: message.instructions.map((instruction) => ({
      programIdIndex: instruction.programAddressIndex,
      accounts: [...(instruction.accountIndices ?? [])],
      data: new Uint8Array(instruction.data ?? new Uint8Array()),
    })),
    numSigners: message.header.numSignerAccounts,
  }
}
