import { NATIVE_TOKEN_ADDRESS } from '../constants.js'
import { BaseError } from '../errors/base.js'
import { ProviderNotFoundError } from '../errors/connection.js'
import { UnsupportedChainError } from '../errors/network.js'
import { InvalidSendInputError } from '../errors/send.js'
import { getActiveAccount } from '../internal/getActiveAccount.js'
import { loadRuntime } from '../internal/loadRuntime.js'
import { pushAlert } from '../internal/pushAlert.js'
import { returnToAccount } from '../internal/returnToAccount.js'
import { sendTexts } from '../texts/send.js'
import { textOf } from '../texts/textOf.js'
import type { Latch } from '../types.js'
import { parseUnits } from '../utils/parseUnits.js'
import { fetchBalance } from './fetchBalance.js'
import { fetchSendGasPrice } from './fetchSendGasPrice.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { getNamespaceProfile } from './getNamespaceProfile.js'
import { getSendInputError } from './getSendInputError.js'
import { resetSend } from './resetSend.js'
import { trackEvent } from './trackEvent.js'
import { watchPendingTransaction } from './watchPendingTransaction.js'

export type SendTokenReturnType = { hash: string }
export type SendTokenErrorType = InvalidSendInputError | UnsupportedChainError | BaseError | Error

/** Notices of the send flow. */
export const SEND_STARTED = sendTexts.sendStarted
export const SEND_FAILED = sendTexts.somethingWentWrong
/** A failed send where the namespace words it its own way (Solana's adapter does). */
export const SEND_FAILED_SOLANA = sendTexts.sendFailedSolana

/**
 * Sends the Send form's token: the modal goes to Account, the wallet is asked for the transaction (the
 * network's coin with a value, a token with the runtime's `transferToken`), the visitor sees 'Transaction
 * started' or the failure text of the namespace's profile ('Something went wrong' by default), and the form is
 * reset either way. Balances refresh once the transaction is mined (at once too where they count the mempool).
 * A namespace whose profile does not offer Send fails with 'Unsupported chain'.
 * Tracks SEND_INITIATED, then SEND_SUCCESS or SEND_ERROR (with the message). Rejects with the failure
 * after the notice.
 *
 * @example
 * setSendToken(latch, { token })
 * setSendAmount(latch, { amount: '1.5' })
 * await setSendReceiver(latch, { receiver: '0x7099…79C8' })
 * const { hash } = await sendToken(latch)
 */
export async function sendToken(latch: Latch): Promise<SendTokenReturnType> {
  const state = latch.store.getState()
  const inputError = getSendInputError(latch, state)
  const account = getActiveAccount(latch, state)
  if (inputError || !account) throw new InvalidSendInputError({ reason: inputError ?? 'not connected' })
  const { network, connection, connector } = account
  const { token, sendTokenAmount, receiverAddress, loading } = state.send
  if (!token || !sendTokenAmount || !receiverAddress)
    throw new InvalidSendInputError({ reason: 'incomplete' })
  if (loading) throw new InvalidSendInputError({ reason: 'a send is already in progress' })
  const properties = {
    isSmartAccount: connection.accountType === 'smartAccount',
    token: token.address ?? `${network.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`,
    amount: sendTokenAmount,
    network: network.caipNetworkId,
  }

  returnToAccount(latch)
  latch.store.setState(({ send }) => ({ send: { ...send, loading: true } }))
  trackEvent(latch, { event: 'SEND_INITIATED', properties })
  const profile = getNamespaceProfile(latch, network.chainNamespace)
  try {
    if (!profile?.features.send) throw new UnsupportedChainError()
    if (!connector)
      throw new ProviderNotFoundError({ details: `Connector "${connection.id}" is not available.` })
    const runtime = await loadRuntime(latch, network.chainNamespace)
    if (!runtime.sendTransaction || (token.address && !runtime.transferToken))
      throw new UnsupportedChainError()
    // The network's coin is sent at the gas price shown, read now if it is not yet; a namespace whose runtime
    // prices its own fee (per signature, per virtual byte, by weight) takes no gas price.
    const { sendsGasPrice } = profile.fee
    let gasPrice = sendsGasPrice ? state.send.gasPrice : undefined
    if (sendsGasPrice && !token.address && gasPrice === undefined)
      gasPrice = (await fetchSendGasPrice(latch))?.gasPrice.toString()
    if (sendsGasPrice && !token.address && gasPrice === undefined)
      throw new InvalidSendInputError({ reason: 'the gas price is not known' })
    const decimals = Number(token.quantity.decimals)
    const amount = parseUnits(sendTokenAmount, decimals) as bigint
    const to = profile.toReceiver?.(receiverAddress) ?? receiverAddress
    const hash =
      token.address && runtime.transferToken
        ? await runtime.transferToken({
            connector,
            network,
            address: connection.address,
            tokenAddress: token.address.split(':')[2] as string,
            to,
            amount,
          })
        : await runtime.sendTransaction({
            connector,
            network,
            transaction: {
              from: connection.address,
              to,
              value: amount,
              data: '0x',
              gasPrice: gasPrice === undefined ? undefined : BigInt(gasPrice),
            },
          })
    pushAlert(latch, { variant: 'success', title: textOf(sendTexts, 'sendStarted') })
    trackEvent(latch, { event: 'SEND_SUCCESS', properties })
    const refreshBalances = () =>
      Promise.all([fetchBalance(latch, { force: true }), fetchTokenBalances(latch, { force: true })])
    // A balance that counts the mempool (Bitcoin's, from Esplora) changes with the broadcast, not with the block.
    if (profile.balances.countsMempool) void refreshBalances().catch(() => {})
    // Activity shows the send as pending at once and follows it until mined; then the balances refresh.
    void watchPendingTransaction(latch, {
      hash,
      caipNetworkId: network.caipNetworkId,
      to,
      connector,
      transfers: [
        {
          fungible_info: { name: token.name, symbol: token.symbol, icon: { url: token.iconUrl } },
          direction: 'out',
          quantity: { numeric: sendTokenAmount },
        },
      ],
    })
      // The send is done either way: a failed watch only leaves the pending row to the next Activity fetch,
      // and the balances are refreshed all the same.
      .catch(() => {})
      .then(refreshBalances)
      // Balances refresh again on the next open of Account; a failure here changes nothing sent.
      .catch(() => {})
    return { hash }
  } catch (error) {
    const message =
      error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)
    pushAlert(latch, {
      variant: 'error',
      title: textOf(sendTexts, profile?.sendFailedText ?? 'somethingWentWrong'),
    })
    trackEvent(latch, { event: 'SEND_ERROR', properties: { ...properties, message } })
    throw error
  } finally {
    resetSend(latch)
  }
}
