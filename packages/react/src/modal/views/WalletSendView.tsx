'use client'
import {
  fetchBalance,
  fetchSendGasPrice,
  fetchTokenBalances,
  getNetwork,
  getSendInputError,
  type Latch,
  type SendInputError,
  sendToken,
  setSendToken,
  type TokenBalance,
} from '@latch/core'
import { useEffect } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { useLatchTokenBalances } from '../../hooks/useLatchTokenBalances.js'
import { useT } from '../ModalContext.js'
import { SendAmountField } from './send/SendAmountField.js'
import { SendReceiverField } from './send/SendReceiverField.js'
import { useSendFee } from './send/useSendFee.js'

/** Input errors shown as a message; the others only mean the form is not filled in yet. */
const shownErrors: readonly SendInputError[] = [
  'invalidAmount',
  'insufficientBalance',
  'invalidAddress',
  'insufficientGas',
]

/**
 * The token to send: the chosen one with what is held of it now, or none when it was chosen on another network
 * (before a switch). Until the visitor picks one, the network's coin is chosen.
 */
function useSendToken(latch: Latch): TokenBalance | undefined {
  const chosenToken = useLatchSelector((state) => state.send.token)
  const { caipNetwork } = useLatchSelector((state) => getNetwork(latch, state))
  const { balances } = useLatchTokenBalances()
  const nativeToken = balances?.find((balance) => balance.address === undefined)
  const chosen = chosenToken?.chainId === caipNetwork?.caipNetworkId ? chosenToken : undefined
  const token = chosen && (balances?.find((balance) => balance.address === chosen.address) ?? chosen)
  useEffect(() => {
    if (!token && nativeToken) setSendToken(latch, { token: nativeToken })
  }, [latch, token, nativeToken])
  return token
}

/**
 * Send: a token of the account, an amount within its balance, a receiver address, and the network fee.
 * Sending goes back to Account, where the outcome is announced.
 */
export function WalletSendView({ latch }: { latch: Latch }) {
  const t = useT()
  const loading = useLatchSelector((state) => state.send.loading)
  const error = useLatchSelector((state) => getSendInputError(latch, state))
  const token = useSendToken(latch)
  const fee = useSendFee(latch)

  useEffect(() => {
    void fetchBalance(latch)
    // After the balances, whose native price the fee in USD uses (the same request as the hook's).
    void fetchTokenBalances(latch).then(() => fetchSendGasPrice(latch))
  }, [latch])

  const problem = error && shownErrors.includes(error) ? error : undefined
  let label = t('send')
  if (error === 'selectToken') label = t('selectToken')
  else if (error === 'addAmount') label = t('addAmount')
  else if (error === 'addAddress') label = t('addAddress')

  return (
    <div className="body" data-testid="view-WalletSend">
      <SendAmountField latch={latch} token={token} gasUnits={fee.gasUnits} />
      <SendReceiverField latch={latch} />
      {fee.text ? (
        <div className="fee" data-testid="send-fee">
          <span>{t('networkFee')}</span>
          <span>{fee.text}</span>
        </div>
      ) : null}
      {problem ? (
        <p className="input-error" role="alert" data-testid="send-error">
          {t(problem)}
          {problem === 'insufficientGas' ? ` · ${t('insufficientGasText', { symbol: fee.symbol })}` : ''}
        </p>
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="btn primary wide"
          data-testid="send-submit"
          disabled={Boolean(error) || loading}
          onClick={() => {
            // The outcome is announced by sendToken on the Account view; nothing is left to do here.
            sendToken(latch).catch(() => {})
          }}
        >
          {loading ? <span className="spinner" /> : null}
          {label}
        </button>
      </div>
    </div>
  )
}
