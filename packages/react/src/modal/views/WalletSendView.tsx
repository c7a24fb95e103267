'use client'
import {
  fetchBalance,
  fetchSendGasPrice,
  fetchTokenBalances,
  formatBalance,
  formatUnits,
  getNetwork,
  getSendInputError,
  type Latch,
  navigate,
  parseUnits,
  type SendInputError,
  sendGasUnits,
  sendToken,
  setSendAmount,
  setSendReceiver,
  setSendToken,
  type TokenBalance,
  truncateAddress,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { useLatchTokenBalances } from '../../hooks/useLatchTokenBalances.js'
import { formatTokenAmount, formatUsd } from '../formatToken.js'
import { ChevronIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { WalletImage } from '../WalletImage.js'

/** Input errors shown as a message; the others only mean the form is not filled in yet. */
const shownErrors: readonly SendInputError[] = [
  'invalidAmount',
  'insufficientBalance',
  'invalidAddress',
  'insufficientGas',
]

/** All of a token; of the network's coin, what is left after the assumed gas at the current price. */
function maxAmount(token: TokenBalance, gasPrice: string | undefined, gasUnits: bigint): string {
  if (token.address !== undefined || gasPrice === undefined) return token.quantity.numeric
  const decimals = Number(token.quantity.decimals)
  const held = parseUnits(token.quantity.numeric, decimals) ?? 0n
  const gas = BigInt(gasPrice) * gasUnits
  return formatUnits(held > gas ? held - gas : 0n, decimals)
}

/**
 * Send: a token of the account, an amount within its balance, a receiver address, and the network fee.
 * Sending goes back to Account, where the outcome is announced.
 */
export function WalletSendView({ latch }: { latch: Latch }) {
  const t = useT()
  const send = useLatchSelector((state) => state.send)
  const error = useLatchSelector((state) => getSendInputError(latch, state))
  const { caipNetwork } = useLatchSelector((state) => getNetwork(latch, state))
  const { balances } = useLatchTokenBalances()
  const nativeToken = balances?.find((balance) => balance.address === undefined)
  const [amount, setAmount] = useState(send.sendTokenAmount ?? '')
  const [receiver, setReceiver] = useState(send.receiverProfileName ?? send.receiverAddress ?? '')
  // A token chosen on another network (before a switch) is not offered here; a chosen one shows what is held now.
  const chosen = send.token?.chainId === caipNetwork?.caipNetworkId ? send.token : undefined
  const token = chosen && (balances?.find((balance) => balance.address === chosen.address) ?? chosen)

  useEffect(() => {
    void fetchBalance(latch)
    // After the balances, whose native price the fee in USD uses (the same request as the hook's).
    void fetchTokenBalances(latch).then(() => fetchSendGasPrice(latch))
  }, [latch])

  // The network's coin is the usual thing to send: it is chosen until the visitor picks another token.
  useEffect(() => {
    if (!token && nativeToken) setSendToken(latch, { token: nativeToken })
  }, [latch, token, nativeToken])

  const symbol = caipNetwork?.nativeCurrency.symbol ?? 'ETH'
  const decimals = caipNetwork?.nativeCurrency.decimals ?? 18
  const gasUnits = sendGasUnits(caipNetwork?.chainNamespace)
  let fee = ''
  // A Solana fee is a fraction of a cent: it is shown in SOL (the gas price divided by 1e9), as Solana wallets do.
  if (send.gasPriceInUSD !== undefined && caipNetwork?.chainNamespace !== 'solana')
    fee = formatUsd(send.gasPriceInUSD)
  else if (send.gasPrice !== undefined)
    fee = `${formatBalance(BigInt(send.gasPrice) * gasUnits, decimals, 6)} ${symbol}`
  const amountInUsd =
    token?.price !== undefined && amount && Number.isFinite(Number(amount))
      ? formatUsd(Number(amount) * token.price)
      : ''
  const problem = error && shownErrors.includes(error) ? error : undefined
  let label = t('send')
  if (error === 'selectToken') label = t('selectToken')
  else if (error === 'addAmount') label = t('addAmount')
  else if (error === 'addAddress') label = t('addAddress')

  return (
    <div className="body" data-testid="view-WalletSend">
      <div className="field">
        <label htmlFor="latch-send-amount">{t('amount')}</label>
        <div className="line">
          <input
            id="latch-send-amount"
            data-testid="send-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value)
              setSendAmount(latch, { amount: event.target.value })
            }}
          />
          <button
            type="button"
            className="pick"
            data-testid="send-token"
            aria-label={token ? `${t('selectToken')}: ${token.symbol}` : t('selectToken')}
            onClick={() => navigate(latch, { view: 'WalletSendSelectToken' })}
          >
            {token ? (
              <>
                <WalletImage src={token.iconUrl || undefined} name={token.symbol} />
                {token.symbol}
              </>
            ) : (
              <span>{t('selectToken')}</span>
            )}
            <ChevronIcon />
          </button>
        </div>
        <div className="hint">
          <span data-testid="send-amount-usd">{amountInUsd}</span>
          {token ? (
            <span>
              <span data-testid="send-available">
                {t('available', { amount: `${formatTokenAmount(token)} ${token.symbol}` })}
              </span>{' '}
              <button
                type="button"
                className="link"
                data-testid="send-max"
                onClick={() => {
                  const max = maxAmount(token, send.gasPrice, gasUnits)
                  setAmount(max)
                  setSendAmount(latch, { amount: max })
                }}
              >
                {t('max')}
              </button>
            </span>
          ) : null}
        </div>
      </div>
      <div className="field">
        <label htmlFor="latch-send-receiver">{t('to')}</label>
        <input
          id="latch-send-receiver"
          className="small"
          data-testid="send-receiver"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('receiverPlaceholder')}
          value={receiver}
          onChange={(event) => {
            setReceiver(event.target.value)
            void setSendReceiver(latch, { receiver: event.target.value })
          }}
        />
        {send.receiverProfileName && send.receiverAddress ? (
          <div className="hint" data-testid="send-receiver-resolved">
            {truncateAddress(send.receiverAddress)}
          </div>
        ) : null}
      </div>
      {fee ? (
        <div className="fee" data-testid="send-fee">
          <span>{t('networkFee')}</span>
          <span>{fee}</span>
        </div>
      ) : null}
      {problem ? (
        <p className="input-error" role="alert" data-testid="send-error">
          {t(problem)}
          {problem === 'insufficientGas' ? ` · ${t('insufficientGasText', { symbol })}` : ''}
        </p>
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="btn primary wide"
          data-testid="send-submit"
          disabled={Boolean(error) || send.loading}
          onClick={() => {
            // The outcome is announced by sendToken on the Account view; nothing is left to do here.
            sendToken(latch).catch(() => {})
          }}
        >
          {send.loading ? <span className="spinner" /> : null}
          {label}
        </button>
      </div>
    </div>
  )
}
