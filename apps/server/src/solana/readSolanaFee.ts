import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransactionMessage,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getCompiledTransactionMessageEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { GasPrices } from '../swap/readGasPrice.js'
import type { SolanaNetworkEntry } from './solanaNetworks.js'

/** Any account: the fee of a message depends on its signatures and instructions, not on who pays. */
const payer = address('11111111111111111111111111111112')
/** The compute units a wallet budgets for a transaction that sets no limit (200k per instruction). */
const defaultComputeUnits = 200_000n

/**
 * What a SOL transfer costs on the network, in lamports (the widget shows it divided by 1e9, in SOL): the
 * node's own fee for a one-signature transfer message (`getFeeForMessage`), and for the faster tiers that
 * base fee plus a priority fee at the median and the highest of the node's recent prioritization fees
 * (micro-lamports per compute unit) over a default compute budget. Two round trips: the blockhash and recent
 * fees in one batch, then the fee of the message built on that blockhash.
 *
 * @example
 * await readSolanaFee(network) // { standard: '5000', fast: '5000', instant: '5000' } on the local validator
 */
export async function readSolanaFee(network: SolanaNetworkEntry): Promise<GasPrices> {
  const [latest, recent] = await network.rpc.requestBatch<unknown>([
    { method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] },
    { method: 'getRecentPrioritizationFees', params: [] },
  ])
  const { blockhash, lastValidBlockHeight } = (
    latest as { value: { blockhash: Blockhash; lastValidBlockHeight: number } }
  ).value
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: createNoopSigner(payer), destination: payer, amount: 1n }),
        m,
      ),
  )
  const wire = getBase64Decoder().decode(
    getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)),
  )
  const { value } = await network.rpc.request<{ value: number | string | null }>('getFeeForMessage', [
    wire,
    { commitment: 'confirmed' },
  ])
  // null: the node no longer knows the blockhash it just gave, which only a node switch in the pool causes.
  if (value === null) throw new Error('The node did not price the message.')
  const base = BigInt(value)
  const priorities = ((recent ?? []) as { prioritizationFee: number }[])
    .map((entry) => BigInt(entry.prioritizationFee))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const priced = (microLamports: bigint | undefined) =>
    (base + ((microLamports ?? 0n) * defaultComputeUnits) / 1_000_000n).toString()
  return {
    standard: base.toString(),
    fast: priced(priorities[Math.floor(priorities.length / 2)]),
    instant: priced(priorities.at(-1)),
  }
}
