import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { solanaKeyOf } from './solanaKey.js'
import { describeSolanaTransfer, readSolanaTransaction, signSolanaTransaction } from './solanaTransaction.js'

const key = solanaKeyOf(hexToBytes(`0x${'21'.repeat(32)}`))
const receiver = 'GndHxnkSuACiSLzMtDrVM3K7cmrhQ5vj76ibNYKem4U8'

/** An unsigned SOL transfer from `from`, built by @solana/kit as the widget builds it. */
function transfer(from: string, amount: bigint): Uint8Array {
  const payer = createNoopSigner(address(from))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N' as Blockhash,
          lastValidBlockHeight: 100n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: payer,
            destination: address(receiver),
            amount: lamports(amount),
          }),
        ],
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('signSolanaTransaction', () => {
  it("signs a transfer in the account's slot, with a signature @solana/kit verifies, and reads what it moves", async () => {
    const wire = transfer(key.address, 1_500_000_000n)
    expect(describeSolanaTransfer(readSolanaTransaction(wire))).toEqual({
      to: receiver,
      lamports: 1_500_000_000n,
    })
    const signed = signSolanaTransaction(wire, key)
    const decoded = getTransactionDecoder().decode(signed.wire)
    const signature = decoded.signatures[address(key.address)] as SignatureBytes
    expect(signature).toEqual(signed.signature)
    const publicKey = await getPublicKeyFromAddress(address(key.address))
    expect(await verifySignature(publicKey, signature, new Uint8Array(decoded.messageBytes))).toBe(true)
  })

  it('refuses a transaction that does not ask this account to sign, and a truncated one', () => {
    expect(() => signSolanaTransaction(transfer(receiver, 1n), key)).toThrow(/does not ask this account/)
    expect(() => readSolanaTransaction(transfer(key.address, 1n).subarray(0, 80))).toThrow()
  })
})
