import { type Address, createWalletClient, type Hex, http } from 'viem'
import { rpcRequest } from '../api/rpcProxy.js'
import { describeRequest } from '../describeRequest.js'
import { sendSmartAccountCalls } from '../sendSmartAccountCalls.js'
import { activeAccount } from './accounts.js'
import { evmChain } from './chains.js'
import { eip155Signer } from './eip155Signer.js'
import { readyKey, withApprovedKey } from './keyShares.js'
import { smartAccountCalls } from './smartAccountCalls.js'
import type { WalletContext } from './walletContext.js'

type RpcCall = { method: string; params: unknown }

/** A transaction as the site sends it (`eth_sendTransaction`'s first parameter). */
type TransactionRequest = {
  from?: string
  to?: Hex
  value?: string
  data?: Hex
  gas?: string
  gasPrice?: string
}

/** The fee a plain transaction would cost: its gas (given, or estimated) at its gas price (given, or the chain's). */
async function estimateFee(context: WalletContext, tx: TransactionRequest): Promise<bigint> {
  const { api, state } = context
  const gas = tx.gas
    ? BigInt(tx.gas)
    : BigInt(
        String(await rpcRequest(api, state.chainId(), 'eth_estimateGas', [{ ...tx, gasPrice: undefined }])),
      )
  const price = tx.gasPrice
    ? BigInt(tx.gasPrice)
    : BigInt(String(await rpcRequest(api, state.chainId(), 'eth_gasPrice', [])))
  return gas * price
}

/**
 * `eth_sendTransaction` once the visitor approves: from the smart account, one UserOperation through the
 * server's bundler (sponsored by its paymaster where the project is), answered with the transaction that carried
 * it once mined; from the plain key, a transaction signed here and sent through the server's proxy, with its fee
 * estimated for the approval.
 */
export async function sendTransaction(context: WalletContext, call: RpcCall): Promise<Hex> {
  const tx = ((Array.isArray(call.params) ? call.params[0] : undefined) ?? {}) as TransactionRequest
  const { address: owner } = await readyKey(context)
  const active = await activeAccount(context, owner)
  if (active.type === 'smartAccount' && active.smart)
    return sendSmartAccountCalls(
      smartAccountCalls(context, call, active.smart, [
        {
          to: tx.to as Address,
          value: tx.value ? BigInt(tx.value) : 0n,
          ...(tx.data ? { data: tx.data } : {}),
        },
      ]),
    )
  const fee = estimateFee(context, tx).catch(() => undefined)
  return withApprovedKey(
    context,
    eip155Signer,
    describeRequest(call.method, call.params),
    (account) =>
      createWalletClient({
        account,
        chain: evmChain(context.api, context.state.chainId()),
        transport: http(),
      }).sendTransaction({
        to: tx.to ?? null,
        value: tx.value ? BigInt(tx.value) : 0n,
        ...(tx.data ? { data: tx.data } : {}),
        ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
        ...(tx.gasPrice ? { gasPrice: BigInt(tx.gasPrice) } : {}),
      } as Parameters<ReturnType<typeof createWalletClient>['sendTransaction']>[0]),
    fee,
  )
}

/** `eth_sendRawTransaction`: signed elsewhere, so the visitor still approves it before this wallet broadcasts it. */
export function sendRawTransaction(context: WalletContext, call: RpcCall): Promise<unknown> {
  return withApprovedKey(context, eip155Signer, describeRequest(call.method, call.params), async () =>
    rpcRequest(context.api, context.state.chainId(), call.method, call.params),
  )
}
