import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  fetchMint,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import type { SolanaRpcClient } from './createSolanaRpcClient.js'

export type BuildTransferTransactionParameters = {
  rpc: SolanaRpcClient
  from: string
  to: string
  amount: bigint
  /** An SPL token's mint; absent for SOL. */
  mint?: string | undefined
}

/**
 * An unsigned transaction (wire bytes) that sends `amount` lamports, or `amount` base units of an SPL token
 * (creating the receiver's associated token account when it has none), paid by `from`, on a recent blockhash.
 *
 * @example
 * const wire = await buildTransferTransaction({ rpc, from, to, amount: 1_000_000n })
 */
export async function buildTransferTransaction(
  parameters: BuildTransferTransactionParameters,
): Promise<Uint8Array> {
  const { rpc, amount } = parameters
  const owner = createNoopSigner(address(parameters.from))
  const to = address(parameters.to)
  const instructions: Instruction[] = []
  const [{ value: blockhash }, mint] = await Promise.all([
    rpc.getLatestBlockhash({ commitment: 'confirmed' }).send(),
    parameters.mint ? fetchMint(rpc, address(parameters.mint)) : undefined,
  ])
  if (!mint) {
    instructions.push(getTransferSolInstruction({ source: owner, destination: to, amount: lamports(amount) }))
  } else {
    const tokenProgram = mint.programAddress as Address
    const [[source], [destination]] = await Promise.all([
      findAssociatedTokenPda({ owner: owner.address, mint: mint.address, tokenProgram }),
      findAssociatedTokenPda({ owner: to, mint: mint.address, tokenProgram }),
    ])
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: owner,
        ata: destination,
        owner: to,
        mint: mint.address,
        tokenProgram,
      }),
      getTransferCheckedInstruction({
        source,
        mint: mint.address,
        destination,
        authority: owner,
        amount,
        decimals: mint.data.decimals,
      }),
    )
  }
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(owner, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}
