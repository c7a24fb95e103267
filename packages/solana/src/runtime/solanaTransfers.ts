import type { CaipNetwork, Connector } from '@latch/core'
import type { Signature } from '@solana/kit'
import { buildTransferTransaction } from './buildTransferTransaction.js'
import { type SolanaRuntimeContext, setConnectorNetwork } from './solanaRuntimeContext.js'

// Sends of SOL and SPL tokens, signed and sent by the wallet, and waiting for the cluster to confirm them.

const STATUS_POLL_MS = 200

/**
 * Sends `amount` (lamports, or the token's base units with `mint`) from `from` to `to` on `network`: the
 * transfer is built here, then signed and sent by the wallet with `solana_signAndSendTransaction`.
 *
 * @example
 * const signature = await sendSolanaTransfer(runtime, { connector, network, from, to, amount: 1_000_000n })
 */
export async function sendSolanaTransfer(
  runtime: SolanaRuntimeContext,
  {
    connector,
    network,
    from,
    to,
    amount,
    mint,
  }: {
    connector: Connector
    network: CaipNetwork
    from: string
    to: string
    amount: bigint
    mint?: string | undefined
  },
): Promise<string> {
  if (runtime.registry.get(connector.id)?.network?.caipNetworkId !== network.caipNetworkId)
    setConnectorNetwork(runtime, connector, network)
  const wire = await buildTransferTransaction({ rpc: runtime.rpcOf(network), from, to, amount, mint })
  const { requestSolanaWallet } = await import('../requestSolanaWallet.js')
  const { getBase64Decoder } = await import('@solana/kit')
  const { signature } = (await requestSolanaWallet(runtime.context, connector.id, {
    method: 'solana_signAndSendTransaction',
    params: {
      transaction: getBase64Decoder().decode(wire),
      sendOptions: { preflightCommitment: 'confirmed' },
    },
  })) as { signature: string }
  return signature
}

/** The transaction's outcome once the cluster confirmed it, or undefined when it is not confirmed at `timeout`. */
export async function waitForSolanaTransaction(
  runtime: SolanaRuntimeContext,
  { hash, network, timeout }: { hash: string; network: CaipNetwork; timeout: number },
): Promise<{ status: 'success' | 'reverted' } | undefined> {
  const rpc = runtime.rpcOf(network)
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    const { value } = await rpc.getSignatureStatuses([hash as Signature]).send()
    const status = value[0]
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized'))
      return { status: status.err ? 'reverted' : 'success' }
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
  }
  return undefined
}
