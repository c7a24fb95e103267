import { formatUnits } from 'viem'
import type { RequestDescription } from './describeRequest.js'
import { t } from './i18n/frameTexts.js'
import { describeSolanaTransfer, readSolanaTransaction } from './solanaTransaction.js'

/**
 * What the visitor is shown of Solana transactions: the first one's receiver and the SOL (or token base units)
 * it moves, with the network fee in SOL; a transaction that is not a transfer shows no amount.
 *
 * @example
 * describeSolanaRequest('solana_signAndSendTransaction', wire) // { kind: 'transaction', value: '1.5', symbol: 'SOL', ... }
 */
export function describeSolanaRequest(method: string, ...wires: Uint8Array[]): RequestDescription {
  const first = wires[0]
  const transfer = first ? describeSolanaTransfer(readSolanaTransaction(first)) : undefined
  const title =
    method === 'solana_signAndSendTransaction'
      ? t('sendTransaction')
      : wires.length > 1
        ? t('signTransactions', { count: wires.length })
        : t('signTransaction')
  const amount =
    transfer?.lamports !== undefined
      ? { value: formatUnits(transfer.lamports, 9), symbol: 'SOL' }
      : transfer?.tokenAmount !== undefined
        ? { value: formatUnits(transfer.tokenAmount, transfer.decimals ?? 0), symbol: 'tokens' }
        : { value: '0', symbol: 'SOL' }
  return {
    kind: 'transaction',
    title,
    to: transfer?.to ?? t('notATransfer'),
    ...amount,
    feeSymbol: 'SOL',
    feeDecimals: 9,
    data: undefined,
    gas: undefined,
    gasPrice: undefined,
  }
}

/**
 * A Solana message as text when it is printable UTF-8, else its bytes in hex.
 *
 * @example
 * describeSolanaMessage(new TextEncoder().encode('hello')) // { kind: 'message', text: 'hello', ... }
 */
export function describeSolanaMessage(message: Uint8Array): RequestDescription {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(message)
    if (!/^[\p{L}\p{N}\p{P}\p{S}\p{Z}\n\r\t]*$/u.test(text)) throw new Error('not printable')
  } catch {
    text = `0x${[...message].map((b) => b.toString(16).padStart(2, '0')).join('')}`
  }
  return { kind: 'message', title: t('signMessage'), text }
}
