import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToInstruction,
} from '@solana-program/token'
import { type SolanaNetworkEntry, TOKEN_PROGRAM } from '../solana/solanaNetworks.js'

/** How long a delivery may take to be confirmed (the local validator confirms within a slot). */
const confirmTimeoutMs = 30_000

/**
 * Delivers a sandbox purchase on a Solana network, for real: SOL (`native`) transferred from the sandbox's
 * key, or a token minted by it as the mint's authority into the buyer's associated token account (created
 * when missing). Resolves with the confirmed transaction's signature; a failed one is an error.
 */
export async function deliverOnSolana(
  network: SolanaNetworkEntry,
  parameters: { secretKey: string; token: string; to: string; amount: bigint },
): Promise<string> {
  const sandbox = await createKeyPairSignerFromBytes(getBase58Encoder().encode(parameters.secretKey))
  const to = address(parameters.to)
  const instructions: Instruction[] = []
  if (parameters.token === 'native') {
    instructions.push(
      getTransferSolInstruction({ source: sandbox, destination: to, amount: parameters.amount }),
    )
  } else {
    const mint = address(parameters.token)
    const tokenProgram = address(TOKEN_PROGRAM)
    const [ata] = await findAssociatedTokenPda({ owner: to, mint, tokenProgram })
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({ payer: sandbox, ata, owner: to, mint, tokenProgram }),
      getMintToInstruction({ mint, token: ata, mintAuthority: sandbox, amount: parameters.amount }),
    )
  }
  const { value: latest } = await network.rpc.request<{
    value: { blockhash: Blockhash; lastValidBlockHeight: number }
  }>('getLatestBlockhash', [{ commitment: 'confirmed' }])
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(sandbox, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: latest.blockhash, lastValidBlockHeight: BigInt(latest.lastValidBlockHeight) },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  const signature = await network.rpc.request<string>('sendTransaction', [
    getBase64EncodedWireTransaction(signed),
    { encoding: 'base64', preflightCommitment: 'confirmed' },
  ])
  const deadline = Date.now() + confirmTimeoutMs
  while (Date.now() < deadline) {
    const { value } = await network.rpc.request<{
      value: ({ err: unknown; confirmationStatus: string | null } | null)[]
    }>('getSignatureStatuses', [[signature]])
    const status = value[0]
    if (status?.err) throw new Error(`the delivery failed on ${network.caip}: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return signature
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the delivery was not confirmed on ${network.caip} within ${confirmTimeoutMs / 1000} s`)
}
