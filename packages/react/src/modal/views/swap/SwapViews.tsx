'use client'
import {
  buildSwapTransaction,
  goBack,
  INSUFFICIENT_BALANCE,
  initializeSwap,
  type Latch,
  navigate,
  type SwapState,
  type SwapToken,
  setSwapSourceToken,
  setSwapSourceTokenAmount,
  setSwapToToken,
  submitSwap,
  switchSwapTokens,
  TOKEN_BALANCE_DECIMALS,
  truncateDecimals,
} from '@latch/core'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { ChevronIcon, SearchIcon } from '../../icons.js'
import { useT } from '../../ModalContext.js'
import { WalletImage } from '../../WalletImage.js'
import { swapCss } from './swapCss.js'

let sheet: CSSStyleSheet | undefined

/** Adopts the swap styles into the modal's shadow root once. */
function useSwapStyles() {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode()
    if (!(root instanceof ShadowRoot)) return
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(swapCss)
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  }, [])
  return ref
}

const sameAddress = (a: string | undefined, b: string | undefined) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase())

function usd(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '$0.00'
  if (value < 0.01) return '<$0.01'
  return `$${value.toFixed(2)}`
}

function held(swap: SwapState, token: SwapToken | undefined): string | undefined {
  if (!token) return undefined
  const balance = swap.myTokensWithBalance.find((t) => sameAddress(t.address, token.address))
  return truncateDecimals(balance?.quantity?.numeric ?? '0', TOKEN_BALANCE_DECIMALS, { pad: true })
}

/** Accepts what can become a decimal amount: digits with at most one point (a comma counts as one). */
function cleanAmount(text: string): string | undefined {
  const value = text.replace(',', '.')
  return /^\d*\.?\d*$/.test(value) ? value : undefined
}

function TokenButton({
  token,
  testId,
  onClick,
}: {
  token: SwapToken | undefined
  testId: string
  onClick(): void
}) {
  const t = useT()
  return (
    <button
      type="button"
      className={`token-btn${token ? '' : ' pick'}`}
      data-testid={testId}
      onClick={onClick}
    >
      {token ? <WalletImage src={token.logoUri || undefined} name={token.symbol} /> : null}
      <span>{token?.symbol ?? t('swapSelectToken')}</span>
      <ChevronIcon />
    </button>
  )
}

/** The quote's details: network cost (150,000 gas), price impact, max. slippage, slippage, provider fee. */
function SwapDetails({ swap }: { swap: SwapState }) {
  const t = useT()
  if (!swap.toTokenAmount || !swap.toToken || !swap.sourceToken) return null
  return (
    <dl className="swap-details" data-testid="swap-details">
      <div>
        <dt>{t('swapNetworkCost')}</dt>
        <dd data-testid="swap-gas-fee">{usd(swap.gasPriceInUSD)}</dd>
      </div>
      {swap.priceImpact !== undefined ? (
        <div>
          <dt>{t('swapPriceImpact')}</dt>
          <dd data-testid="swap-price-impact">~{swap.priceImpact.toFixed(2)}%</dd>
        </div>
      ) : null}
      {swap.maxSlippage !== undefined ? (
        <div>
          <dt>{t('swapMaxSlippage')}</dt>
          <dd data-testid="swap-max-slippage">
            {truncateDecimals(swap.maxSlippage.toFixed(6), 6)} {swap.toToken.symbol}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('swapSlippage')}</dt>
        <dd data-testid="swap-slippage">{swap.slippage}%</dd>
      </div>
      {swap.providerFee !== undefined ? (
        <div>
          <dt>{t('swapProviderFee')}</dt>
          <dd data-testid="swap-provider-fee">
            {truncateDecimals(swap.providerFee, 6)} {swap.sourceToken.symbol}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}

/** The network's token list with the account's balances, searchable by symbol, name or address. */
function TokenPicker({ swap, onPick }: { swap: SwapState; onPick(token: SwapToken): void }) {
  const t = useT()
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const tokens = swap.tokens
    .filter(
      (token) =>
        !q ||
        token.symbol.toLowerCase().includes(q) ||
        token.name.toLowerCase().includes(q) ||
        token.address.toLowerCase().endsWith(q),
    )
    .map((token) => ({ token, balance: held(swap, token) ?? '0.00' }))
    // Tokens the account holds come first.
    .sort((a, b) => Number(b.balance) - Number(a.balance))
  return (
    <div data-testid="swap-token-picker">
      <label className="search">
        <SearchIcon />
        <input
          type="text"
          value={query}
          placeholder={t('swapSearchToken')}
          aria-label={t('swapSearchToken')}
          data-testid="swap-token-search"
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </label>
      {tokens.length === 0 ? <p className="note">{t('swapNoTokens')}</p> : null}
      <ul className="token-list">
        {tokens.map(({ token, balance }) => (
          <li key={token.address}>
            <button
              type="button"
              className="row"
              data-testid={`swap-token-${token.symbol}`}
              onClick={() => onPick(token)}
            >
              <WalletImage src={token.logoUri || undefined} name={token.symbol} />
              <span className="name">
                {token.name}
                <br />
                <span className="sym">{token.symbol}</span>
              </span>
              <span className="trail">{balance}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

function inputErrorText(t: ReturnType<typeof useT>, error: string): string {
  if (error === INSUFFICIENT_BALANCE) return t('swapInsufficientBalance')
  if (error === 'Insufficient liquidity') return t('swapInsufficientLiquidity')
  if (error === 'Unsupported pair') return t('swapUnsupportedPair')
  return error
}

/** Swap: source and target tokens and amounts, the quote and its details, then the preview. */
export function SwapView({ latch }: { latch: Latch }) {
  const t = useT()
  const ref = useSwapStyles()
  const swap = useLatchSelector((state) => state.swap)
  const pick = (swapTarget: 'sourceToken' | 'toToken') =>
    navigate(latch, { view: 'SwapSelectToken', data: { swapTarget } })

  useEffect(() => {
    void initializeSwap(latch)
  }, [latch])

  if (swap.status !== 'initialized') {
    return (
      <div className="body" data-testid="view-Swap" ref={ref}>
        <div className="center" data-testid="swap-loading">
          <span className="spinner" />
          <p>{t('swapLoading')}</p>
        </div>
      </div>
    )
  }

  const sourceUsd = Number(swap.sourceTokenAmount || 0) * swap.sourceTokenPriceInUSD
  const targetUsd = Number(swap.toTokenAmount || 0) * swap.toTokenPriceInUSD
  const hasAmount = Number(swap.sourceTokenAmount) > 0
  let action = t('reviewSwap')
  if (!swap.toToken) action = t('swapSelectToken')
  else if (!hasAmount) action = t('swapEnterAmount')
  else if (swap.inputError) action = inputErrorText(t, swap.inputError)
  const ready =
    Boolean(swap.sourceToken && swap.toToken && hasAmount && swap.toTokenAmount) &&
    !swap.inputError &&
    !swap.loadingQuote &&
    !swap.loadingPrices

  return (
    <div className="body swap" data-testid="view-Swap" ref={ref}>
      <div className="swap-box">
        <span className="label">{t('swapPay')}</span>
        <div className="swap-line">
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            aria-label={t('swapPay')}
            data-testid="swap-source-amount"
            value={swap.sourceTokenAmount}
            onChange={(event) => {
              const amount = cleanAmount(event.currentTarget.value)
              if (amount !== undefined) setSwapSourceTokenAmount(latch, { amount })
            }}
          />
          <TokenButton
            token={swap.sourceToken}
            testId="swap-source-token"
            onClick={() => pick('sourceToken')}
          />
        </div>
        <div className="swap-sub">
          <span data-testid="swap-source-usd">{usd(sourceUsd)}</span>
          {swap.sourceToken ? (
            <span data-testid="swap-source-balance">
              {t('swapBalance', { amount: held(swap, swap.sourceToken) ?? '0.00' })}
            </span>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        className="swap-switch"
        aria-label={t('swapSwitchTokens')}
        data-testid="swap-switch"
        onClick={() => void switchSwapTokens(latch)}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3" />
        </svg>
      </button>
      <div className="swap-box">
        <span className="label">{t('swapReceive')}</span>
        <div className="swap-line">
          <output
            className={swap.toTokenAmount ? '' : 'empty'}
            aria-label={t('swapReceive')}
            aria-busy={swap.loadingQuote}
            data-testid="swap-target-amount"
          >
            {swap.toTokenAmount || '0'}
          </output>
          <TokenButton token={swap.toToken} testId="swap-target-token" onClick={() => pick('toToken')} />
        </div>
        <div className="swap-sub">
          <span data-testid="swap-target-usd">{usd(targetUsd)}</span>
          {swap.toToken ? (
            <span data-testid="swap-target-balance">
              {t('swapBalance', { amount: held(swap, swap.toToken) ?? '0.00' })}
            </span>
          ) : null}
        </div>
      </div>
      <SwapDetails swap={swap} />
      <button
        type="button"
        className="btn primary"
        data-testid="swap-action"
        data-input-error={swap.inputError ?? ''}
        disabled={!ready}
        onClick={() => navigate(latch, { view: 'SwapPreview' })}
      >
        {swap.loadingQuote ? <span className="spinner" /> : null}
        {action}
      </button>
    </div>
  )
}

/** Choosing a token for one side of the swap; choosing the other side's token turns the pair around. */
export function SwapSelectTokenView({ latch }: { latch: Latch }) {
  const ref = useSwapStyles()
  const swap = useLatchSelector((state) => state.swap)
  const side = useLatchSelector((state) => state.router.data?.swapTarget) ?? 'toToken'
  return (
    <div className="body" data-testid="view-SwapSelectToken" ref={ref}>
      <TokenPicker
        swap={swap}
        onPick={(token) => {
          const other = side === 'sourceToken' ? swap.toToken : swap.sourceToken
          goBack(latch)
          if (sameAddress(token.address, other?.address)) void switchSwapTokens(latch)
          else if (side === 'sourceToken') void setSwapSourceToken(latch, { token })
          else void setSwapToToken(latch, { token })
        }}
      />
    </div>
  )
}

/** The swap preview: what is paid and received, the details, then approval (when needed) and the swap. */
export function SwapPreviewView({ latch }: { latch: Latch }) {
  const t = useT()
  const ref = useSwapStyles()
  const swap = useLatchSelector((state) => state.swap)
  const [started, setStarted] = useState(false)

  // Built once no quote is in flight: a quote still arriving when the preview opens would otherwise leave
  // nothing built (the build waits for the amount it prices).
  const needsBuild =
    !swap.loadingQuote &&
    !swap.loadingBuildTransaction &&
    !swap.loadingApprovalTransaction &&
    !swap.loadingTransaction &&
    !swap.approvalTransaction &&
    !swap.swapTransaction
  useEffect(() => {
    if (needsBuild) void buildSwapTransaction(latch)
  }, [latch, needsBuild])

  const { sourceToken, toToken } = swap
  const sending = swap.loadingApprovalTransaction || swap.loadingTransaction
  let status = ''
  if (swap.loadingApprovalTransaction) status = t('swapApproveInWallet')
  else if (swap.loadingTransaction) status = t('swapConfirmInWallet')
  const building = swap.loadingBuildTransaction || (!swap.approvalTransaction && !swap.swapTransaction)

  return (
    <div className="body swap" data-testid="view-SwapPreview" ref={ref}>
      <div className="preview-line">
        <span>
          <span className="label">{t('swapPay')}</span>
          <br />
          <strong data-testid="swap-preview-source">
            {swap.sourceTokenAmount} {sourceToken?.symbol}
          </strong>
        </span>
        <span className="usd">{usd(Number(swap.sourceTokenAmount || 0) * swap.sourceTokenPriceInUSD)}</span>
      </div>
      <div className="preview-line">
        <span>
          <span className="label">{t('swapReceive')}</span>
          <br />
          <strong data-testid="swap-preview-target">
            {swap.toTokenAmount} {toToken?.symbol}
          </strong>
        </span>
        <span className="usd">{usd(Number(swap.toTokenAmount || 0) * swap.toTokenPriceInUSD)}</span>
      </div>
      <SwapDetails swap={swap} />
      {swap.approvalTransaction && sourceToken ? (
        <p className="note" data-testid="swap-approval-note">
          {t('swapApproveNote', { symbol: sourceToken.symbol })}
        </p>
      ) : null}
      {status ? (
        <div className="swap-status" role="status" data-testid="swap-status">
          <span className="spinner" />
          {status}
        </div>
      ) : null}
      {swap.transactionError && !sending ? (
        <p className="swap-error" role="alert" data-testid="swap-transaction-error">
          {swap.transactionError}
        </p>
      ) : null}
      <div className="swap-actions">
        <button
          type="button"
          className="btn"
          data-testid="swap-cancel"
          disabled={sending}
          onClick={() => goBack(latch)}
        >
          {t('swapCancel')}
        </button>
        <button
          type="button"
          className="btn primary"
          data-testid="swap-preview-action"
          disabled={building || sending || started}
          onClick={() => {
            setStarted(true)
            submitSwap(latch).finally(() => setStarted(false))
          }}
        >
          {building ? <span className="spinner" /> : null}
          {building ? t('swapPreparing') : swap.approvalTransaction ? t('swapApproveAndSwap') : t('swap')}
        </button>
      </div>
    </div>
  )
}
