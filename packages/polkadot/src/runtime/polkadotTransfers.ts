import {
  type CaipNetwork,
  type Connector,
  InvalidAddressError,
  ProviderNotFoundError,
  type WalletTransaction,
} from '@latch/core'
import { isPolkadotAddress } from './polkadotAddress.js'
import { connectedAccount, type PolkadotRuntimeContext } from './polkadotRuntimeContext.js'
import { toPolkadotWalletError } from './toPolkadotWalletError.js'

// Transfers (`balances.transferKeepAlive`, signed by the extension's `signPayload`) and their inclusion in a block.

/**
 * Transfers `transaction.value` planck to `transaction.to` (its SS58 checked against the chain's prefix) and
 * returns the extrinsic's hash once submitted; its inclusion is followed for `waitForPolkadotTransfer`.
 *
 * @example
 * const hash = await sendPolkadotTransfer(runtime, { connector, network, transaction })
 */
export async function sendPolkadotTransfer(
  runtime: PolkadotRuntimeContext,
  {
    connector,
    network,
    transaction,
  }: { connector: Connector; network: CaipNetwork; transaction: WalletTransaction },
): Promise<string> {
  const { extension, account } = connectedAccount(runtime, connector, transaction.from)
  if (!extension.signer.signPayload)
    throw new ProviderNotFoundError({ details: `${connector.name} cannot sign transactions.` })
  const api = await runtime.apiOf(network)
  const ss58Format = api.registry.chainSS58 ?? api.consts.system.ss58Prefix.toNumber()
  if (!isPolkadotAddress(transaction.to, ss58Format))
    throw new InvalidAddressError({ address: transaction.to })
  const extrinsic = api.tx.balances.transferKeepAlive(transaction.to, transaction.value)
  let settle: (status: 'success' | 'reverted') => void = () => {}
  const included = new Promise<'success' | 'reverted'>((resolve) => {
    settle = resolve
  })
  try {
    const unsubscribe = await extrinsic.signAndSend(
      account.address,
      { signer: extension.signer as never },
      (result) => {
        if (!result.status.isInBlock && !result.status.isFinalized) return
        settle(result.dispatchError ? 'reverted' : 'success')
        unsubscribe()
      },
    )
  } catch (error) {
    throw toPolkadotWalletError(error)
  }
  const hash = extrinsic.hash.toHex()
  runtime.inclusions.set(hash, included)
  return hash
}

/** The transfer's outcome once a block includes it, or undefined when none has at `timeout` (or it is unknown). */
export async function waitForPolkadotTransfer(
  runtime: PolkadotRuntimeContext,
  { hash, timeout }: { hash: string; timeout: number },
): Promise<{ status: 'success' | 'reverted' } | undefined> {
  const included = runtime.inclusions.get(hash)
  if (!included) return undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const status = await Promise.race([
    included,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), timeout)
    }),
  ])
  clearTimeout(timer)
  if (status) runtime.inclusions.delete(hash)
  return status ? { status } : undefined
}
